import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { isPortalNavItemActive, portalNavEntries, type PortalNavId, type PortalNavLeaseState } from '../lib/portal-nav'
import { portalNavMessages as messages } from '../messages'

const ICONS: Record<PortalNavId, ReactNode> = {
  home: <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9.5Z" />,
  payments: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  paymentMethods: (
    <>
      <rect x="2" y="5" width="16" height="11" rx="2" />
      <path d="M6 19h14a2 2 0 0 0 2-2V9" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
}

/** Phones: four equal columns, icon above the label; desktop: a row per item. */
const itemBase =
  'flex min-h-6 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 py-1 text-center text-xs leading-tight ' +
  'font-semibold lg:flex-row lg:justify-start lg:gap-1 lg:px-1.5 lg:text-left lg:text-base'

/**
 * The portal navigation: a left column on desktop (lg), a top bar of four columns on phones.
 * Which items show, and which are disabled links, follows the lease data (`leaseState`,
 * lib/portal-nav.ts); the item of the current route is marked
 * aria-current.
 */
export function PortalNav({ pathname, leaseState }: { pathname: string; leaseState: PortalNavLeaseState }) {
  const intl = useIntl()
  const entries = portalNavEntries(leaseState)
  return (
    <nav
      aria-label={intl.formatMessage(messages.label)}
      className="-mx-2 border-b border-neutral-200 bg-white px-2 md:-mx-3 md:px-3 lg:mx-0 lg:w-[240px] lg:shrink-0 lg:self-start lg:rounded-card lg:border lg:p-1"
    >
      <ul className={`grid ${entries.length === 1 ? 'grid-cols-1' : 'grid-cols-4'} gap-0.5 py-1 lg:flex lg:flex-col lg:py-0`}>
        {entries.map(({ item, disabled }) => {
          const active = isPortalNavItemActive(item, pathname)
          const content = (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-2.5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[item.id]}
              </svg>
              {intl.formatMessage(messages[item.id])}
            </>
          )
          const tone = active ? 'bg-primary-50 text-primary' : disabled ? 'text-ink-muted' : 'text-ink'
          return (
            <li key={item.id} className="flex">
              {disabled ? (
                <span
                  role="link"
                  aria-disabled="true"
                  aria-current={active ? 'page' : undefined}
                  className={`${itemBase} ${tone} cursor-not-allowed`}
                >
                  {content}
                </span>
              ) : (
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={`${itemBase} ${tone} hover:bg-primary-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700`}
                >
                  {content}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
