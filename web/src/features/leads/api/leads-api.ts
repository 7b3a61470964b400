/** What the lead calls share: the organization, site and locale they are made for. */
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface LeadApiParams {
  organizationId: string
  siteId: string
  locale: string
}

export function useLeadApiParams(): LeadApiParams {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return { organizationId, siteId: site.id, locale: locale.id }
}
