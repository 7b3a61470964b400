import { useSyncExternalStore } from 'react'

/** The cookie a referral link leaves: with it the marketplace shows integrated retailers only. */
export const REFERRAL_COOKIE = 'referral_code'

const REFERRAL = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]*)`)

const never = () => () => {}
const readCookie = () => (REFERRAL.exec(document.cookie)?.[1] ?? '').trim() !== ''
const serverSnapshot = () => false

/** Whether a referral brought the shopper (a non-empty `referral_code` cookie); false on the server and while hydrating. */
export function useReferralCookie(): boolean {
  return useSyncExternalStore(never, readCookie, serverSnapshot)
}
