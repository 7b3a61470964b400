/**
 * What the shell does once the page has started, with nothing to show before (its code is not
 * in the first load): the exiting window for links to the credit-application site, the promo
 * redirect, the basket merge after a sign-in (the sign-in forms load later still), the capture
 * of the visit's tracking parameters, and the two bars at the bottom of the screen: the smart
 * app banner on the home page for phone visitors and the cookie bar (with its preferences).
 * The bars share one place at the bottom, stacked, so one never covers the other.
 */
import { BasketMergeAfterLogin } from './basket-merge'
import { CookieConsent } from './cookie-consent'
import { ExitRedirect } from './exit-redirect'
import { PromoRedirect } from './promo-redirect'
import { SmartAppBanner } from './smart-app-banner'
import { TrackingCapture } from './tracking-capture'

export default function ShellAfterStart() {
  return (
    <>
      <ExitRedirect />
      <PromoRedirect />
      <BasketMergeAfterLogin />
      <TrackingCapture />
      <div className="sticky bottom-0 z-40 flex flex-col">
        <SmartAppBanner />
        <CookieConsent />
      </div>
    </>
  )
}
