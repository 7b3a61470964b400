/**
 * /make-a-payment (the Payments item is active here): what to pay — the next
 * payment with its due date, the past due, the payoff, or another amount between its minimum and
 * maximum — and which saved method to pay with (a link to add one when there is none). The
 * other amount is checked by the server's own rule as typed (lib/amount.ts), then the server
 * reviews the choice: its 400 shows at the amount field, with what was typed kept. The choice is
 * kept for the tab (lib/payment-session.ts) and /review-payment shows its tax and total.
 * A choice kept earlier (back from the review) or handed over ("Pay off now": router state) is
 * taken up after the first render, never during it.
 */
import { useIntl } from 'react-intl'
import { FormError } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { PAYMENTS_PATH } from '@/lib/portal'
import { useNewPayment } from '../api/new-payment'
import { usePaymentForm } from '../hooks/use-payment-form'
import type { NewPayment } from '../lib/types'
import { makeMessages } from '../messages'
import { AmountChoices } from './amount-choices'
import { MethodChoices } from './method-choices'
import { LoadError, PaymentsSkeleton, textLinkClass } from './page-states'

export function MakePayment({ leaseGuid, closed }: { leaseGuid: string; closed: boolean }) {
  const intl = useIntl()
  const query = useNewPayment(leaseGuid)
  if (closed) return <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(makeMessages.closed)}</p>
  if (query.isPending) return <PaymentsSkeleton label={makeMessages.loading} />
  if (query.isError) return <LoadError message={makeMessages.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  if (query.data.options.length === 0 && !query.data.custom) {
    return <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(makeMessages.closed)}</p>
  }
  return <PaymentForm leaseGuid={leaseGuid} data={query.data} />
}

/** The form: the amount, the method, and the way on to the review. */
function PaymentForm({ leaseGuid, data }: { leaseGuid: string; data: NewPayment }) {
  const intl = useIntl()
  const form = usePaymentForm(leaseGuid, data)
  const { options, custom, payment_methods: methods } = data

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
      className="flex max-w-[640px] flex-col gap-3"
    >
      <AmountChoices
        options={options}
        custom={custom}
        type={form.type}
        onType={form.setType}
        typed={form.typed}
        onTyped={form.typeAmount}
        amountRef={form.amountRef}
        amountError={form.amountError}
      />
      <MethodChoices methods={methods} methodGuid={form.methodGuid} onMethod={form.chooseMethod} methodError={form.methodError} />

      {form.formError ? <FormError>{form.formError}</FormError> : null}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={form.checking || methods.length === 0}
          aria-busy={form.checking || undefined}
          className={buttonStyles.primary}
        >
          {intl.formatMessage(form.checking ? makeMessages.reviewing : makeMessages.review)}
        </button>
        <Link to={PAYMENTS_PATH} className={textLinkClass}>
          {intl.formatMessage(makeMessages.cancel)}
        </Link>
      </div>
    </form>
  )
}
