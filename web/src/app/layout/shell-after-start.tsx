/**
 * What the shell does once the page has started, with nothing to show before (its code is not
 * in the first load): the exiting window for links to the credit-application site, the promo
 * redirect, the basket merge after a sign-in (the sign-in forms load later still), the basket's
 * currency and email (basket-details.tsx), the capture
 * of the visit's tracking parameters, the offline handling (offline.tsx: in before the shopper
 * goes offline, when no more code can be loaded), the tab's record of the visit (page-activity.tsx),
 * the report of a product picked among the search's suggestions (search-click-activity.tsx),
 * and the bars at the bottom of the screen —
 * the offline banner, the smart app banner on the home page for phone visitors and the cookie
 * bar (with its preferences) — and the third-party scripts the site configures, by consent.
 * The bars share one place at the bottom, stacked, so none covers another.
 */
import { BasketDetails } from './basket-details'
import { BasketMergeAfterLogin } from './basket-merge'
import { CookieConsent } from './cookie-consent'
import { ExitRedirect } from './exit-redirect'
import { OfflineHandling } from './offline'
import { PageActivity } from './page-activity'
import { PromoRedirect } from './promo-redirect'
import { SearchClickActivity } from './search-click-activity'
import { SmartAppBanner } from './smart-app-banner'
import { ThirdPartyScripts } from './third-party-scripts'
import { TrackingCapture } from './tracking-capture'

export default function ShellAfterStart() {
  return (
    <>
      <ExitRedirect />
      <PromoRedirect />
      <BasketMergeAfterLogin />
      <BasketDetails />
      <TrackingCapture />
      <PageActivity />
      <SearchClickActivity />
      <ThirdPartyScripts />
      <div className="sticky bottom-0 z-40 flex flex-col">
        <OfflineHandling />
        <SmartAppBanner />
        <CookieConsent />
      </div>
    </>
  )
}
