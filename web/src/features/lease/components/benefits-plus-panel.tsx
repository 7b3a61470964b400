/**
 * Benefits Plus on the plan details (an optional add-on, a fee per payment for
 * product protection and a payment waiver, that the customer enrols in from the profile): its
 * status and fee, and a button that enrols or cancels after a confirmation. The confirmation is
 * a dialog (Radix Dialog: focus moves in and back to the button, Escape closes, the page behind
 * is inert) on wide screens; phones go to its own page,
 * /profile/benefits-plus-confirmation-mobile. The outcome is announced in a status region.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { BENEFITS_PLUS_CONFIRMATION_PATH } from '@/lib/portal'
import type { BenefitsPlusAction } from '../api/benefits-plus'
import { useBenefitsPlusChange } from '../hooks/use-benefits-plus-change'
import { useLeaseFormat } from '../hooks/use-lease-format'
import { isClosedStatus } from '../lib/lease-status'
import type { LeaseDetails } from '../lib/lease-types'
import { benefitsPlusMessages } from '../messages'

/** Status and fee of Benefits Plus (shared with the confirmation page). */
export function BenefitsPlusStatus({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const { enrolled, fee_per_payment: fee } = details.benefits_plus
  return (
    <>
      <p>{intl.formatMessage(benefitsPlusMessages.about, { fee: format.money(fee) })}</p>
      <p className="mt-1 font-semibold">
        {intl.formatMessage(benefitsPlusMessages.status, {
          status: intl.formatMessage(enrolled ? benefitsPlusMessages.enrolled : benefitsPlusMessages.notEnrolled),
        })}
      </p>
    </>
  )
}

export function BenefitsPlusPanel({ details }: { details: LeaseDetails }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const change = useBenefitsPlusChange(details)
  const [open, setOpen] = useState(false)
  // What the open dialog asks for, fixed when it opens (the details change once it is saved).
  const [asked, setAsked] = useState<BenefitsPlusAction>(change.action)
  const closed = isClosedStatus(details.status)
  const enroll = change.action === 'enroll'
  const askEnroll = asked === 'enroll'
  const fee = format.money(details.benefits_plus.fee_per_payment)
  const actionText = intl.formatMessage(enroll ? benefitsPlusMessages.enroll : benefitsPlusMessages.cancel)

  return (
    <section aria-labelledby="benefits-plus-heading" className="rounded-card border border-neutral-200 bg-white p-2">
      <h2 id="benefits-plus-heading" className="text-xl font-bold">
        {intl.formatMessage(benefitsPlusMessages.heading)}
      </h2>
      <div className="mt-1 mb-1">
        <BenefitsPlusStatus details={details} />
      </div>
      {/* Always there, so what is written into it is announced. */}
      <p role="status" className="font-semibold text-primary">
        {change.done}
      </p>
      {closed ? (
        <p className="mt-1 text-ink-muted">{intl.formatMessage(benefitsPlusMessages.closedLease)}</p>
      ) : (
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            if (next) {
              change.reset()
              setAsked(change.action)
            }
            setOpen(next)
          }}
        >
          {/* Wide screens: the dialog; phones: the confirmation page. */}
          <div className="mt-2 hidden lg:block">
            <Dialog.Trigger className={enroll ? buttonStyles.brand : buttonStyles.secondary}>{actionText}</Dialog.Trigger>
          </div>
          <div className="mt-2 lg:hidden">
            <Link to={BENEFITS_PLUS_CONFIRMATION_PATH} className={enroll ? buttonStyles.brand : buttonStyles.secondary}>
              {actionText}
            </Link>
          </div>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
            <Dialog.Content
              className={
                'fixed inset-0 z-50 overflow-y-auto bg-white px-2 pt-3 pb-4 shadow-xl outline-none ' +
                'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-32px)] sm:w-[calc(100%-32px)] sm:max-w-[480px] ' +
                'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-4 sm:py-4'
              }
            >
              <Dialog.Close
                aria-label={intl.formatMessage(benefitsPlusMessages.close)}
                className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
              >
                <CloseIcon />
              </Dialog.Close>
              <Dialog.Title className="pr-5 text-2xl font-bold">
                {intl.formatMessage(askEnroll ? benefitsPlusMessages.enrollTitle : benefitsPlusMessages.cancelTitle)}
              </Dialog.Title>
              <Dialog.Description className="mt-1">
                {intl.formatMessage(askEnroll ? benefitsPlusMessages.enrollText : benefitsPlusMessages.cancelText, { fee })}
              </Dialog.Description>
              {change.error ? (
                <p role="alert" className="mt-1.5 rounded-card border border-danger/40 bg-red-50 p-1.5 text-sm text-danger">
                  {change.error}
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-1">
                <Dialog.Close className={buttonStyles.secondary}>{intl.formatMessage(benefitsPlusMessages.goBack)}</Dialog.Close>
                <button
                  type="button"
                  disabled={change.pending}
                  className={buttonStyles.primary}
                  onClick={() => {
                    void change.confirm(asked).then((saved) => saved && setOpen(false))
                  }}
                >
                  {change.pending
                    ? intl.formatMessage(benefitsPlusMessages.saving)
                    : intl.formatMessage(askEnroll ? benefitsPlusMessages.confirmEnroll : benefitsPlusMessages.confirmCancel)}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
    </section>
  )
}
