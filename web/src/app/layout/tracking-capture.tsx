/**
 * Keeps the visit's tracking parameters as cookies (the rules: lib/tracking-params.ts), only
 * with the visitor's consent to campaign tracking (marketing, and no opt-out); without it —
 * a refusal, an opt-out made here or in another tab, no choice yet — the tracking cookies are
 * removed, all but the referral code, which decides what a referred shopper is shown. The page the
 * visitor landed on (its address and referrer) is held in memory — never stored — until they
 * choose, so accepting on a later page still keeps the campaign that brought them; after that,
 * each new address of the visit is captured too (a move within the site has no referrer).
 * Loaded after the page starts (shell-after-start.tsx).
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useConsent } from '@/features/consent/hooks/use-consent'
import { trackingAllowed } from '@/features/consent/lib/consent-rules'
import { captureTracking, cookieAssignment, cookieRemoval, FUNCTIONAL_COOKIES, removeTrackingCookies } from '@/lib/tracking-params'

/** Keeps the address's tracking parameters; `functionalOnly`: only those kept whatever the choice (the referral code). */
function capture(search: string, referrer: string, functionalOnly = false): void {
  const { set, remove } = captureTracking({ search, referrer, cookie: document.cookie, random: Math.random(), now: Date.now() })
  const secure = window.location.protocol === 'https:'
  if (!functionalOnly) for (const name of remove) document.cookie = cookieRemoval(name)
  for (const cookie of set) if (!functionalOnly || FUNCTIONAL_COOKIES.has(cookie.name)) document.cookie = cookieAssignment(cookie, secure)
}

export function TrackingCapture() {
  const allowed = trackingAllowed(useConsent())
  const { search } = useLocation()
  // The page this visit started on (the shell is there for the whole visit): null once captured.
  const landing = useRef<{ search: string; referrer: string } | null | undefined>(undefined)

  useEffect(() => {
    if (landing.current === undefined) landing.current = { search, referrer: document.referrer }
    if (!allowed) {
      // The referral code is kept without consent: it is what the referred shopper is shown.
      removeTrackingCookies()
      capture(search, '', true)
      return
    }
    const landed = landing.current
    if (landed) {
      landing.current = null
      capture(landed.search, landed.referrer)
      if (landed.search === search) return
    }
    capture(search, '')
  }, [allowed, search])
  return null
}
