/**
 * What the shell does once the page has started, with nothing to show before (its code is not
 * in the first load): the exiting window for links to the credit-application site, the promo
 * redirect, the basket merge after a sign-in (the sign-in forms load later still), and the
 * smart app banner on the home page for phone visitors.
 */
import { BasketMergeAfterLogin } from './basket-merge'
import { ExitRedirect } from './exit-redirect'
import { PromoRedirect } from './promo-redirect'
import { SmartAppBanner } from './smart-app-banner'

export default function ShellAfterStart() {
  return (
    <>
      <ExitRedirect />
      <PromoRedirect />
      <BasketMergeAfterLogin />
      <SmartAppBanner />
    </>
  )
}
