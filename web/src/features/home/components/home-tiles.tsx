import type { ReactNode } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from '@/components/link'
import { badgeMessages } from '@/components/ui/badge-messages'
import { homeTilesMessages as messages } from '../messages'

interface Tile {
  to: string
  title: MessageDescriptor
  text: MessageDescriptor
  badge?: ReactNode
  icon: ReactNode
}

const iconClass = 'size-5 text-primary'

/**
 * The "New" badge's look (components/ui/badge.css) in the first load's utilities: one badge on
 * the home page does not need the badges' stylesheet and code, which the listings' tiles bring.
 */
function NewTileBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-primary-50 px-1 py-0.5 text-xs font-semibold tracking-wide text-primary-800 uppercase ring-1 ring-primary/30 ring-inset">
      {useIntl().formatMessage(badgeMessages.new)}
    </span>
  )
}

const tiles: Tile[] = [
  {
    to: '/marketplace',
    title: messages.marketplaceTitle,
    text: messages.marketplaceText,
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M4 9h16l-1.5 11h-13L4 9Z" strokeLinejoin="round" />
        <path d="M8.5 9V7a3.5 3.5 0 0 1 7 0v2" strokeLinecap="round" />
      </svg>
    ),
  },
  {
    to: '/store-locator',
    title: messages.storeLocatorTitle,
    text: messages.storeLocatorText,
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" strokeLinejoin="round" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
    ),
  },
  {
    to: '/mobile-app',
    title: messages.mobileAppTitle,
    text: messages.mobileAppText,
    badge: <NewTileBadge />,
    icon: (
      <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass} fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
        <path d="M10.5 18h3" strokeLinecap="round" />
      </svg>
    ),
  },
]

export function HomeTiles() {
  const intl = useIntl()
  return (
    <section aria-labelledby="home-tiles-title" className="page-container py-6 md:py-8">
      <h2 id="home-tiles-title" className="text-2xl font-bold md:text-3xl">
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className="mt-3 grid gap-2 md:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full flex-col gap-1 rounded-card border border-neutral-200 bg-white p-3 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
            >
              <span className="flex items-center justify-between">
                <span className="flex size-7 items-center justify-center rounded-card bg-primary-50">{tile.icon}</span>
                {tile.badge}
              </span>
              <span className="mt-1 text-lg font-semibold text-ink group-hover:text-primary">{intl.formatMessage(tile.title)}</span>
              <span className="text-ink-muted">{intl.formatMessage(tile.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
