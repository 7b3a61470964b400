import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'

const messages = defineMessages({
  new: { id: 'badge.new', defaultMessage: 'New', description: 'Badge on products or retailers that were recently added' },
  sale: { id: 'badge.sale', defaultMessage: 'Sale', description: 'Badge on products that are on sale' },
})

const tone = {
  green: 'bg-primary-50 text-primary-800 ring-primary/30',
  yellow: 'bg-sale-100 text-sale-900 ring-sale-900/20',
} as const

export function Badge({ tone: t, children }: { tone: keyof typeof tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-1 py-0.5 text-xs font-semibold uppercase tracking-wide ring-1 ring-inset ${tone[t]}`}
    >
      {children}
    </span>
  )
}

export function NewBadge() {
  return <Badge tone="green">{useIntl().formatMessage(messages.new)}</Badge>
}

export function SaleBadge() {
  return <Badge tone="yellow">{useIntl().formatMessage(messages.sale)}</Badge>
}
