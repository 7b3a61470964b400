import type { ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import './badge.css'

const messages = defineMessages({
  new: { id: 'badge.new', defaultMessage: 'New', description: 'Badge on products or retailers that were recently added' },
  sale: { id: 'badge.sale', defaultMessage: 'Sale', description: 'Badge on products that are on sale' },
})

/** The classes of each tone (badge.css): a listing shows a badge on many of its tiles. */
const tone = {
  green: 'badge badge-green',
  yellow: 'badge badge-yellow',
} as const

export function Badge({ tone: t, children }: { tone: keyof typeof tone; children: ReactNode }) {
  return <span className={tone[t]}>{children}</span>
}

export function NewBadge() {
  return <Badge tone="green">{useIntl().formatMessage(messages.new)}</Badge>
}

export function SaleBadge() {
  return <Badge tone="yellow">{useIntl().formatMessage(messages.sale)}</Badge>
}
