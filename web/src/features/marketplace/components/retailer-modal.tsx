/**
 * "How to Shop at {retailer}" (at most 65% of the window's height, 524 px wide; focus moves in
 * and goes back to what opened it). An integrated retailer: apply, browse and check out, with
 * "Already approved? Shop Now" to its site; a retailer in the mobile app only: download the app,
 * with "Get the App". `optionalText` is the content asset the page shows for the kind of retailer.
 * Every retailer's window ends with "Estimate your lease" (what a cash price costs as a lease).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { Suspense, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { ModalFrame } from '@/components/ui/modal-frame'
import { useAppConfig } from '@/lib/app-config'
import { lazyPart } from '@/lib/lazy-part'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import type { Retailer } from '../api/get-retailers'
import { ADVERTISED_APPROVAL_CENTS, partnerLink } from '../lib/marketplace-links'
import { marketplaceMessages as messages } from '../messages/marketplace'

/** The calculator loads when a window opens (it carries its form library). */
const LeaseEstimate = lazyPart(() => import('./lease-estimate').then((module) => ({ default: module.LeaseEstimate })))

export function RetailerModal({
  retailer,
  onClose,
  optionalText,
  apply,
  returnFocus,
  shopperState,
}: {
  retailer: Retailer
  onClose: () => void
  optionalText?: ReactNode
  /** The page's Apply control for an integrated retailer, when the page has one. */
  apply?: ReactNode
  /** Where focus goes back to when the window closes (the tile that opened it). */
  returnFocus?: HTMLElement | null
  /** The shopper's state (two letters), when known: the lease estimate includes its tax. */
  shopperState?: string
}) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const amount = moneyFormat(intl.locale, 'USD')(fromCents(ADVERTISED_APPROVAL_CENTS)).replace(/\.00$/, '')
  const steps = retailer.integrated
    ? [
        intl.formatMessage(messages.stepApply, { amount }),
        intl.formatMessage(messages.stepBrowse, { name: retailer.name }),
        intl.formatMessage(messages.stepCheckout, { brandName: brand.name }),
      ]
    : [
        intl.formatMessage(messages.stepDownload, { brandName: brand.name, name: retailer.name }),
        intl.formatMessage(messages.stepAppShop, { name: retailer.name }),
      ]

  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className={
        'fixed top-1/2 left-1/2 z-50 max-h-[65vh] w-[calc(100%-32px)] max-w-[524px] -translate-x-1/2 -translate-y-1/2 ' +
        'overflow-y-auto rounded-card bg-white p-3 shadow-xl outline-none sm:p-4'
      }
    >
      <Dialog.Close
        aria-label={intl.formatMessage(messages.close)}
        className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        <CloseIcon />
      </Dialog.Close>
      <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(messages.modalTitle, { name: retailer.name })}</Dialog.Title>
      <ol className="mt-2 space-y-1.5">
        {steps.map((step, i) => (
          <li key={step} className="flex gap-1.5">
            <span
              aria-hidden="true"
              className="flex size-3 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {optionalText && <div className="mt-2 text-ink-muted">{optionalText}</div>}
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        {retailer.integrated ? (
          <>
            {apply}
            {retailer.partnerUrl && (
              <p>
                {`${intl.formatMessage(messages.alreadyApproved)} `}
                <a
                  href={partnerLink(retailer.partnerUrl)}
                  rel="noopener"
                  className="font-semibold text-primary underline underline-offset-2"
                >
                  {intl.formatMessage(messages.shopNow)}
                  <span className="sr-only"> {intl.formatMessage(messages.leavesSite)}</span>
                </a>
              </p>
            )}
          </>
        ) : (
          <Link to="/mobile-app" className={buttonStyles.primary}>
            {intl.formatMessage(messages.getTheApp)}
          </Link>
        )}
      </div>
      <div className="mt-3">
        <Suspense fallback={null}>
          <LeaseEstimate retailerName={retailer.name} state={shopperState} />
        </Suspense>
      </div>
    </ModalFrame>
  )
}
