/**
 * POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/password/actions/create-reset-token?siteId=&locale=
 *   (guest bearer) body {login}  →  200 always (never reveals whether the email exists; the
 *   email with the link goes to the outbox); 429 when asked too often.
 * The body is the login alone.
 */
import { useMutation } from '@tanstack/react-query'
import { api, ok } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

/** `locale` picks the language of the email and of the page its link opens. */
export async function createResetToken(organizationId: string, siteId: string, locale: string, login: string): Promise<void> {
  await ok(
    api.POST(
      '/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/create-reset-token',
      { params: { path: { organization_id: organizationId }, query: { siteId, locale } }, body: { login } },
    ),
  )
}

/** Mutation: request the reset email. Invalidates nothing. */
export function useCreateResetToken() {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useMutation({ mutationFn: (login: string) => createResetToken(organizationId, site.id, locale.id, login) })
}
