/**
 * /checkout's steps, worked out from the basket and its lease checkout (lib/checkout-steps.ts):
 * contact (a lease is a customer's: a guest signs in, the cart kept), shipping address, shipping
 * method, then Pay with a Northwind lease — the approval that covers the order (without one,
 * Apply opens the lease window: the page's `renderApply`), the full quote and the card for the
 * initial payment — then the review: the lease agreement for exactly this order (the page's
 * `renderAgreement`), the e-signature and Place order. Each done step is a summary with Edit.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Basket, LeaseCheckout, Order, OrderAddress } from '@/api/types'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import {
  useChangeCheckout,
  useLeaseCheckout,
  usePlaceOrder,
  useRefreshLeaseCheckout,
  useShippingMethods,
  useSignAgreement,
} from '../hooks/use-checkout'
import { refusalOf } from '../lib/checkout-errors'
import { CHECKOUT_STEPS, isStepDone, openStep, type CheckoutStep } from '../lib/checkout-steps'
import { checkoutMessages as m } from '../messages/checkout'
import { AddressForm, CardForm, ShippingMethodForm, SignatureForm, type FormOutcome } from './checkout-forms'
import { LeaseQuote, OrderTotals } from './lease-quote'

export interface CheckoutViewProps {
  basket: Basket
  registered: boolean
  /** Opens sign-in (the cart is kept and merged). */
  onSignIn: () => void
  /** The basket as a change answered it. */
  onBasket: (basket: Basket) => void
  /** The Apply button and the lease window; `onDecided` reads the lease checkout again. */
  renderApply: (onDecided: () => void) => ReactNode
  /** The lease agreement document. */
  renderAgreement: (agreement: NonNullable<LeaseCheckout['agreement']>) => ReactNode
  onPlaced: (order: Order) => void
  /** The customer's saved addresses to ship to; `onChoose` ships to one. */
  renderSavedAddresses?: (onChoose: (address: OrderAddress) => void) => ReactNode
  /** This year: the card's expiry years start at it. */
  year: number
  /**
   * What the page shows for the step the shopper is on (its number counts from 0 in the
   * checkout's order), once it is known: nothing visible, the page reports the step.
   */
  renderStep?: (step: CheckoutStep, stepNumber: number) => ReactNode
}

const TITLES = {
  contact: m.contactTitle,
  address: m.addressTitle,
  shipping: m.shippingTitle,
  lease: m.leaseTitle,
  review: m.reviewTitle,
} as const

function Step({
  step,
  open,
  done,
  onEdit,
  summary,
  children,
}: {
  step: CheckoutStep
  open: boolean
  done: boolean
  onEdit?: () => void
  summary: ReactNode
  children: ReactNode
}) {
  const intl = useIntl()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(open)
  // A step that opens takes the focus, so keyboard and screen-reader users follow the checkout.
  useEffect(() => {
    if (open && !wasOpen.current) heading.current?.focus()
    wasOpen.current = open
  }, [open])
  const title = intl.formatMessage(TITLES[step])
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-neutral-200 bg-white p-2" data-step={step}>
      <div className="flex items-center justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className={`text-xl font-bold outline-none ${open || done ? '' : 'text-neutral-600'}`}
        >
          {intl.formatMessage(m.stepHeading, { number: CHECKOUT_STEPS.indexOf(step) + 1, title })}
        </h2>
        {!open && done && onEdit ? (
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={onEdit}
            aria-label={intl.formatMessage(m.editStep, { step: title })}
          >
            {intl.formatMessage(m.edit)}
          </button>
        ) : null}
      </div>
      {open ? <div className="mt-1.5">{children}</div> : done ? <div className="mt-1">{summary}</div> : null}
    </section>
  )
}

export function CheckoutView({
  basket,
  registered,
  onSignIn,
  onBasket,
  renderApply,
  renderAgreement,
  onPlaced,
  year,
  renderSavedAddresses,
  renderStep,
}: CheckoutViewProps) {
  const intl = useIntl()
  const lease = useLeaseCheckout(registered ? basket.basketId : undefined)
  const methods = useShippingMethods(basket.basketId)
  const change = useChangeCheckout(basket.basketId, onBasket)
  const refresh = useRefreshLeaseCheckout(basket.basketId)
  const sign = useSignAgreement(basket.basketId)
  const place = usePlaceOrder(basket.basketId)
  const [editing, setEditing] = useState<CheckoutStep | null>(null)
  const [cardForm, setCardForm] = useState(false)
  const [placeError, setPlaceError] = useState<string | null>(null)
  const money = (cents: number) => moneyFormat(intl.locale, 'USD')(fromCents(cents))

  const state = { registered, basket, lease: lease.data }
  const current = editing ?? openStep(state)
  // A registered shopper's lease and review steps wait for the lease checkout: the step open
  // before it is read may not be theirs.
  const stepKnown = !registered || !lease.isPending
  const shipment = basket.shipments[0]
  const address = shipment?.shippingAddress
  const method = shipment?.shippingMethod
  const instrument = basket.paymentInstruments[0]

  const saved = async (
    run: () => Promise<unknown>,
    field?: (parameter: string | undefined) => string | undefined,
  ): Promise<FormOutcome> => {
    try {
      await run()
      setEditing(null)
      return null
    } catch (error) {
      const refusal = refusalOf(error)
      const message = refusal?.status === 400 && error instanceof Error ? error.message : intl.formatMessage(m.saveError)
      return { field: field?.(refusal?.parameter), message }
    }
  }

  const reasonText = (reason: LeaseCheckout['reasons'][number]) => {
    const data = lease.data
    switch (reason.reason) {
      case 'empty':
        return intl.formatMessage(m.reasonEmpty)
      case 'not_leasable':
        return intl.formatMessage(m.reasonNotLeasable)
      case 'below_minimum':
        return intl.formatMessage(m.reasonBelowMinimum, { minimum: money(data?.minimum ?? 0) })
      case 'excluded_state':
        return intl.formatMessage(m.reasonExcludedState, { state: address?.stateCode ?? '' })
      case 'approval_required':
        return intl.formatMessage(m.reasonApprovalRequired)
      case 'over_approval':
        return intl.formatMessage(m.reasonOverApproval, { amount: money(data?.approval?.approvalAmount ?? 0) })
      default:
        return reason.message
    }
  }

  const onPlace = () => {
    setPlaceError(null)
    place.mutate(undefined, {
      onSuccess: onPlaced,
      onError: (error) => {
        const refusal = refusalOf(error)
        if (refusal?.status === 402) setPlaceError(intl.formatMessage(m.declined))
        else if (refusal?.status === 503) setPlaceError(intl.formatMessage(m.processorDown))
        else if (refusal?.reason === 'out_of_stock') setPlaceError(intl.formatMessage(m.outOfStock))
        else if (refusal?.status === 409 && error instanceof Error) setPlaceError(error.message)
        else setPlaceError(intl.formatMessage(m.saveError))
        if (refusal?.status === 402) setCardForm(true)
        void refresh()
      },
    })
  }

  const data = lease.data
  const approval = data?.approval

  return (
    <div className="grid gap-2 lg:grid-cols-[1fr_22rem] lg:items-start">
      {stepKnown ? renderStep?.(current, CHECKOUT_STEPS.indexOf(current)) : null}
      <div className="flex flex-col gap-2">
        <Step
          step="contact"
          open={current === 'contact'}
          done={isStepDone('contact', state)}
          summary={
            <p>
              {basket.customerInfo.email
                ? intl.formatMessage(m.signedInAs, { email: basket.customerInfo.email })
                : intl.formatMessage(m.signedIn)}
            </p>
          }
        >
          <p>{intl.formatMessage(m.signInWhy)}</p>
          <button type="button" className={`${buttonStyles.brand} mt-1.5`} onClick={onSignIn}>
            {intl.formatMessage(m.signIn)}
          </button>
        </Step>

        <Step
          step="address"
          open={current === 'address'}
          done={isStepDone('address', state)}
          onEdit={() => setEditing('address')}
          summary={
            address ? (
              <address className="not-italic">
                {address.firstName} {address.lastName}
                <br />
                {address.address1}
                {address.address2 ? `, ${address.address2}` : ''}
                <br />
                {address.city}, {address.stateCode} {address.postalCode}
              </address>
            ) : null
          }
        >
          {renderSavedAddresses?.((chosen) => void saved(() => change.mutateAsync({ kind: 'address', address: chosen })))}
          <AddressForm
            initial={address}
            onSave={(next) =>
              saved(
                () => change.mutateAsync({ kind: 'address', address: next }),
                (p) => p,
              )
            }
          />
        </Step>

        <Step
          step="shipping"
          open={current === 'shipping'}
          done={isStepDone('shipping', state)}
          onEdit={() => setEditing('shipping')}
          summary={
            method ? (
              <p>
                {intl.formatMessage(m.methodOption, {
                  name: method.name,
                  price: method.price === 0 ? intl.formatMessage(m.free) : moneyFormat(intl.locale, basket.currency)(method.price),
                })}
              </p>
            ) : null
          }
        >
          {methods.data ? (
            <ShippingMethodForm
              methods={methods.data}
              currency={basket.currency}
              initial={method?.id}
              onSave={(id) => saved(() => change.mutateAsync({ kind: 'method', id }))}
            />
          ) : (
            <InlineSpinner />
          )}
        </Step>

        <Step
          step="lease"
          open={current === 'lease'}
          done={isStepDone('lease', state)}
          onEdit={() => setEditing('lease')}
          summary={
            instrument ? (
              <p>
                {intl.formatMessage(m.cardOnFile, { brand: instrument.paymentCard.cardType, masked: instrument.paymentCard.maskedNumber })}
              </p>
            ) : null
          }
        >
          {!data ? (
            <InlineSpinner />
          ) : (
            <div className="flex flex-col gap-2">
              {approval ? (
                <p className="font-semibold">
                  {intl.formatMessage(m.approvedFor, { amount: money(approval.approvalAmount), leaseNumber: approval.leaseNumber })}
                </p>
              ) : null}
              {data.reasons.length > 0 ? (
                <div role="alert" className="rounded-card border border-danger/40 bg-red-50 p-1.5 text-danger">
                  <ul>
                    {data.reasons.map((reason) => (
                      <li key={reason.reason}>{reasonText(reason)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {data.reasons.some((reason) => reason.reason === 'approval_required') ? renderApply(() => void refresh()) : null}
              {data.quote ? <LeaseQuote quote={data.quote} /> : null}
              {data.eligible ? (
                instrument && !cardForm ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <p>
                      {intl.formatMessage(m.cardOnFile, {
                        brand: instrument.paymentCard.cardType,
                        masked: instrument.paymentCard.maskedNumber,
                      })}
                    </p>
                    <button type="button" className={buttonStyles.secondary} onClick={() => setCardForm(true)}>
                      {intl.formatMessage(m.changeCard)}
                    </button>
                    <button type="button" className={buttonStyles.brand} onClick={() => setEditing(null)}>
                      {intl.formatMessage(m.saveMethod)}
                    </button>
                  </div>
                ) : (
                  <div>
                    <h3 className="mb-1 text-lg font-bold">{intl.formatMessage(m.cardHeading)}</h3>
                    <CardForm
                      holder={approval?.applicantName ?? ''}
                      years={Array.from({ length: 12 }, (_, i) => year + i)}
                      onSave={(card) =>
                        saved(
                          async () => {
                            await change.mutateAsync({ kind: 'card', card })
                            setCardForm(false)
                          },
                          (p) => p,
                        )
                      }
                    />
                  </div>
                )
              ) : null}
            </div>
          )}
        </Step>

        <Step step="review" open={current === 'review'} done={false} summary={null}>
          {data?.agreement ? (
            <div className="flex flex-col gap-2">
              <section aria-label={intl.formatMessage(m.agreementHeading)} className="rounded-card border border-neutral-200 p-1.5">
                {renderAgreement(data.agreement)}
              </section>
              {data.signature ? (
                <p className="font-semibold">{intl.formatMessage(m.signedBy, { name: data.signature.fullName })}</p>
              ) : (
                <SignatureForm
                  applicantName={approval?.applicantName ?? ''}
                  onSign={async ({ fullName, consent }) => {
                    try {
                      await sign.mutateAsync({ fullName, consent, agreementVersion: data.agreementVersion ?? null })
                      return null
                    } catch (error) {
                      const refusal = refusalOf(error)
                      if (refusal?.reason === 'name_mismatch') return { field: 'fullName', message: intl.formatMessage(m.nameMismatch) }
                      if (refusal?.reason === 'consent_required')
                        return { field: 'consent', message: intl.formatMessage(m.consentRequired) }
                      if (refusal?.reason === 'agreement_changed') {
                        void refresh()
                        return { message: intl.formatMessage(m.agreementChanged) }
                      }
                      return { message: intl.formatMessage(m.saveError) }
                    }
                  }}
                />
              )}
              {placeError ? (
                <p role="alert" className="rounded-card border border-danger/40 bg-red-50 p-1.5 text-danger">
                  {placeError}
                </p>
              ) : null}
              <button
                type="button"
                className={`${buttonStyles.primary} w-full`}
                disabled={!data.signature || place.isPending}
                aria-busy={place.isPending || undefined}
                onClick={onPlace}
              >
                {intl.formatMessage(place.isPending ? m.placing : m.placeOrder)}
              </button>
            </div>
          ) : null}
        </Step>
      </div>
      <OrderTotals basket={basket} />
    </div>
  )
}
