import { useIntl } from 'react-intl'
import { Badge } from '@/components/ui/badge'
import { expiryText, methodLabel, methodSpokenLabel } from '../lib/method-label'
import type { PaymentMethod } from '../lib/types'
import { listMessages } from '../messages'
import { MethodIcon } from './method-icon'

const actionClass =
  'inline-flex min-h-6 items-center rounded-lg px-1.5 font-semibold whitespace-nowrap underline-offset-2 hover:underline ' +
  'focus-visible:outline-3 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:opacity-60 disabled:no-underline'

export interface PaymentMethodItemProps {
  method: PaymentMethod
  /** Changes can't be made (a closed lease): no Make default. */
  closed: boolean
  /** A change is being sent: every action waits for it. */
  busy: boolean
  onMakeDefault: (method: PaymentMethod) => void
  /** `opener`: the Remove button, where focus returns when the dialog is closed without removing. */
  onRemove: (method: PaymentMethod, opener: HTMLElement) => void
}

/**
 * One saved method: its name masked to the last 4 (in words for screen readers), Default badge,
 * kind, expiry and holder, and its actions — Make default (not on the default) and Remove.
 */
export function PaymentMethodItem({ method, closed, busy, onMakeDefault, onRemove }: PaymentMethodItemProps) {
  const intl = useIntl()
  const spoken = methodSpokenLabel(intl, method)
  const details = [
    intl.formatMessage(method.type === 'bank' ? listMessages.bankKind : listMessages.cardKind),
    method.exp_month && method.exp_year
      ? intl.formatMessage(listMessages.expires, { date: expiryText(intl, method.exp_month, method.exp_year) })
      : null,
    method.holder_name,
  ].filter(Boolean)

  return (
    <li
      className={`flex items-start gap-2 rounded-card border bg-white p-2 ${method.is_default ? 'border-primary' : 'border-neutral-200'}`}
    >
      <MethodIcon type={method.type} />
      <div className="flex min-w-0 grow flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-1 font-semibold">
            <span aria-hidden="true" className="whitespace-nowrap">
              {methodLabel(intl, method)}
            </span>
            <span className="sr-only">{spoken}</span>
            {method.is_default ? <Badge tone="green">{intl.formatMessage(listMessages.defaultBadge)}</Badge> : null}
          </p>
          <p className="text-sm break-words text-ink-muted">{details.join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-0.5">
          {!method.is_default && !closed ? (
            <button
              type="button"
              disabled={busy}
              aria-label={intl.formatMessage(listMessages.makeDefaultNamed, { method: spoken })}
              onClick={() => onMakeDefault(method)}
              className={`${actionClass} text-primary`}
            >
              {intl.formatMessage(listMessages.makeDefault)}
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            aria-label={intl.formatMessage(listMessages.removeNamed, { method: spoken })}
            onClick={(event) => onRemove(method, event.currentTarget)}
            className={`${actionClass} text-danger`}
          >
            {intl.formatMessage(listMessages.remove)}
          </button>
        </div>
      </div>
    </li>
  )
}
