/**
 * /add-payment-method: a card or a bank account, in two tabs (Radix Tabs: arrow
 * keys move between them). Both forms stay mounted, so what was typed in one is still there after
 * a look at the other. Added, the customer is back on /payment-methods, which shows it.
 */
import * as Tabs from '@radix-ui/react-tabs'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { PAYMENT_METHODS_PATH } from '@/lib/portal'
import { usePaymentMethods } from '../api/fetch-all'
import type { MethodType } from '../lib/types'
import { addMessages, listMessages } from '../messages'
import { BankForm } from './bank-form'
import { CardForm } from './card-form'

const TABS = [
  { value: 'card', label: addMessages.tabCard },
  { value: 'bank', label: addMessages.tabBank },
] as const satisfies readonly { value: MethodType; label: unknown }[]

export function AddPaymentMethod({ leaseGuid, closed }: { leaseGuid: string; closed: boolean }) {
  const intl = useIntl()
  const [tab, setTab] = useState<MethodType>('card')
  const methods = usePaymentMethods(leaseGuid)
  const first = methods.data?.payment_methods.length === 0
  const back = (
    <Link
      to={PAYMENT_METHODS_PATH}
      className="inline-flex items-center gap-0.5 rounded font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
    >
      <span aria-hidden="true">←</span>
      {intl.formatMessage(addMessages.back)}
    </Link>
  )

  if (closed) {
    return (
      <div className="flex flex-col gap-2">
        <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(listMessages.closedNotice)}</p>
        <div>{back}</div>
      </div>
    )
  }

  return (
    <div className="flex max-w-[640px] flex-col gap-2">
      <div>{back}</div>
      <p className="text-ink-muted">{intl.formatMessage(addMessages.intro)}</p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'bank' ? 'bank' : 'card')} className="flex flex-col gap-2">
        <Tabs.List
          aria-label={intl.formatMessage(addMessages.tabsLabel)}
          className="grid grid-cols-2 gap-0.5 rounded-card bg-surface p-0.5"
        >
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={`min-h-6 rounded-lg px-1 py-1 text-sm leading-tight font-semibold transition-colors focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700 ${
                value === tab ? 'bg-white text-primary shadow-sm ring-1 ring-neutral-200' : 'text-ink-muted hover:text-ink'
              }`}
            >
              {intl.formatMessage(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value }) => (
          <Tabs.Content
            key={value}
            value={value}
            forceMount
            hidden={tab !== value}
            className="rounded-card border border-neutral-200 bg-white p-2 focus-visible:outline-3 focus-visible:outline-primary-700 md:p-4"
          >
            {value === 'card' ? <CardForm leaseGuid={leaseGuid} first={first} /> : <BankForm leaseGuid={leaseGuid} first={first} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}
