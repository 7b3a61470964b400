/**
 * /checkout: the checkout paid by a lease (features/checkout) with its reduced header and footer,
 * for the shopper's basket (features/basket). Apply opens the lease window with the storefront
 * as the merchant (features/preapproval); the review shows the lease agreement as a lease shows it
 * (features/lease). A placed order goes to its confirmation. Not rendered by the server: the
 * basket is the visitor's.
 */
import { useQueryClient } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import type { Basket } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { SavedAddressChoice } from '@/features/addresses/components/address-book'
import { itemCount, useBasket } from '@/features/basket/hooks/use-basket'
import { BASKET_QUERY } from '@/features/basket/lib/query-key'
import { CheckoutView } from '@/features/checkout/components/checkout-view'
import { checkoutMessages as m } from '@/features/checkout/messages/checkout'
import { AgreementDocument } from '@/features/lease/components/lease-agreement'
import type { LeaseWindowDialogProps } from '@/features/preapproval/components/lease-window-dialog'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { useAppConfig } from '@/lib/app-config'
import { CUSTOMER_LOGGED_IN_KEY, writeSession } from '@/lib/session-storage'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { TrackActivity } from '../recommendations'
import '@/styles/later.css'

const LeaseWindowDialog = lazy(() =>
  import('@/features/preapproval/components/lease-window-dialog').then((module) => ({ default: module.LeaseWindowDialog })),
)

/** The merchant id of the storefront's own checkout (server/src/preapproval/model.rs). */
const STOREFRONT_MERCHANT = 'storefront'
const LEASE_WINDOW_PREFERENCE_IDS = ['approvalIframeClosingTime', 'leaseApprovalUrl'] as const

function ApplyWindow(props: Omit<LeaseWindowDialogProps, 'preferences'>) {
  const preferences = useCustomPreferences(LEASE_WINDOW_PREFERENCE_IDS)
  return (
    <LeaseWindowDialog
      {...props}
      preferences={preferences === undefined ? undefined : 'error' in preferences ? {} : preferences.customPreferences}
    />
  )
}

/** Apply: opens the lease window; a decision (or closing it) reads the lease checkout again. */
function ApplyButton({ onDecided }: { onDecided: () => void }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  return (
    <>
      <button type="button" className={`${buttonStyles.brand} self-start`} onClick={(event) => setOpener(event.currentTarget)}>
        {intl.formatMessage(m.apply)}
      </button>
      {opener ? (
        <ApplyWindow
          retailer={{ id: STOREFRONT_MERCHANT, name: brand.name, merchantId: STOREFRONT_MERCHANT, exitUrl: null }}
          returnFocus={opener}
          onReady={() => {}}
          onClose={() => {
            setOpener(null)
            onDecided()
          }}
          onFailure={onDecided}
        />
      ) : null}
    </>
  )
}

export function CheckoutPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const siteLocale = useSiteLocale()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const customerId = useShopperCustomerId()
  const registered = useShopperIsRegistered()
  const requireSignIn = useRequireSignIn()
  const basket = useBasket(customerId)
  const onBasket = (next: Basket) =>
    queryClient.setQueriesData<Basket | null>({ queryKey: [BASKET_QUERY] }, (current) => (current ? next : current))

  let content
  if (basket.isError) {
    content = (
      <div role="alert">
        <p>{intl.formatMessage(m.loadError)}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void basket.refetch()}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    )
  } else if (!customerId || basket.data === undefined) {
    content = <InlineSpinner />
  } else if (!basket.data || itemCount(basket.data) === 0) {
    content = (
      <div>
        <p>{intl.formatMessage(m.emptyCart)}</p>
        <Link to="/" className={`${buttonStyles.brand} mt-1.5`}>
          {intl.formatMessage(m.continueShopping)}
        </Link>
      </div>
    )
  } else {
    const basketId = basket.data.basketId
    content = (
      <CheckoutView
        basket={basket.data}
        registered={registered}
        onSignIn={() => requireSignIn(() => {})}
        onBasket={onBasket}
        renderApply={(onDecided) => <ApplyButton onDecided={onDecided} />}
        renderAgreement={(agreement) => <AgreementDocument agreement={agreement} />}
        onPlaced={(order) => {
          // The customer now has a lease: their session opens the portal (its GUID is on their profile).
          writeSession(CUSTOMER_LOGGED_IN_KEY, 'true')
          void queryClient.invalidateQueries({ queryKey: [BASKET_QUERY] })
          void navigate(buildHref(`/checkout/confirmation/${encodeURIComponent(order.orderNo)}`, siteLocale))
        }}
        year={new Date().getFullYear()}
        renderSavedAddresses={registered ? (onChoose) => <SavedAddressChoice customerId={customerId} onChoose={onChoose} /> : undefined}
        renderStep={(step, stepNumber) => (
          <TrackActivity activity="checkoutStep" fields={{ stepName: step, stepNumber, basketId }} trackKey={`${basketId}:${step}`} />
        )}
      />
    )
  }
  return (
    <section className="page-container py-3 md:py-5">
      <DocumentHead title={intl.formatMessage(m.documentTitle, { brandName: config.brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(m.title)}</h1>
      {content}
    </section>
  )
}
