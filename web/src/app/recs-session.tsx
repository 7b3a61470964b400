/**
 * Who is asking for recommendations and reporting activity: the site (its realm, the
 * storefront's client id), the visitor (the session's customer id: a guest's for the session,
 * a signed-in customer's also as the user id) and where failures are logged. Activities are
 * sent from effects and event handlers only, never while rendering, and only with the
 * visitor's performance consent (features/consent): before they choose, none is sent.
 */
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react'
import { useConsent } from '@/features/consent/hooks/use-consent'
import { consentAllows } from '@/features/consent/lib/consent-rules'
import { sendActivity, type Activity, type ActivityFields } from '@/features/recs/api/send-activity'
import type { RecsSite, RecsVisitor } from '@/features/recs/lib/einstein'
import { useAppConfig, webClientId } from '@/lib/app-config'
import type { LogContext } from '@/lib/client-log'
import { useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { useSiteLocale } from '@/lib/use-site-locale'

/** The site, the visitor and the log context every recs call takes. */
export function useRecsSession(): { site: RecsSite; visitor: RecsVisitor; log: LogContext } {
  const config = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  return useMemo(
    () => ({
      site: {
        siteId: site.id,
        locale: locale.id,
        clientId: webClientId(config),
        instanceType: config.development ? 'sbx' : 'prd',
      },
      visitor: { cookieId: customerId, userId: registered ? customerId : null },
      log: { organizationId: config.organizationId, siteId: site.id, locale: locale.id, customerId },
    }),
    [config, site.id, locale.id, customerId, registered],
  )
}

/** Whether the visitor allows activity reports (performance consent); false until they choose. */
function usePerformanceConsent(): boolean {
  return consentAllows(useConsent(), 'performance')
}

/** Reports an activity of this visitor (nothing without performance consent or until the session has a visitor id). */
export function useTrackActivity(): (activity: Activity, fields: ActivityFields) => void {
  const { site, visitor, log } = useRecsSession()
  const allowed = usePerformanceConsent()
  return useCallback(
    (activity, fields) => {
      if (allowed) void sendActivity(site, visitor, activity, fields, log)
    },
    [allowed, site, visitor, log],
  )
}

/**
 * Reports one activity when the visitor id is known and performance consent given, and again
 * whenever `key` changes (or consent is given on the page).
 */
export function TrackActivity({ activity, fields, trackKey }: { activity: Activity; fields: ActivityFields; trackKey: string }) {
  const { site, visitor, log } = useRecsSession()
  const allowed = usePerformanceConsent()
  const send = useEffectEvent(() => {
    if (allowed && visitor.cookieId) void sendActivity(site, visitor, activity, fields, log)
  })
  // Once per key, visitor and consent: a new render of the same page sends nothing.
  useEffect(() => send(), [activity, trackKey, visitor.cookieId, allowed])
  return null
}
