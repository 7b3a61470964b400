import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { badgeMessages as messages } from './badge-messages'
import './badge.css'

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
