/** Home › … › the current page, as a labelled navigation with an ordered list. */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import type { Crumb } from '../../lib/breadcrumbs'
import { listingMessages as messages } from '../../messages/listing'

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const intl = useIntl()
  const trail: Crumb[] = [{ name: intl.formatMessage(messages.home), path: '/' }, ...crumbs]
  return (
    <nav aria-label={intl.formatMessage(messages.breadcrumbLabel)}>
      <ol className="flex flex-wrap items-center gap-x-0.5 text-sm text-ink-muted">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-x-0.5">
              {i > 0 && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2 text-neutral-400" fill="currentColor">
                  <path d="M7.3 4 6 5.3 10.7 10 6 14.7 7.3 16l6-6-6-6Z" />
                </svg>
              )}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="rounded underline-offset-2 hover:text-primary hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
