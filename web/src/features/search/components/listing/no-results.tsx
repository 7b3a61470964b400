/**
 * A search that found nothing: the corrected phrase when the API has one, search tips and the
 * departments (the root category's children) to browse instead.
 */
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { listingMessages as messages } from '../../messages/listing'
import { DidYouMean } from './did-you-mean'

export interface Department {
  id: string
  name: string
}

export function NoResults({ q, suggestion, departments }: { q?: string; suggestion?: string; departments: Department[] }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="no-results-title" className="mt-3 rounded-card bg-surface px-2 py-4 md:px-4">
      <h2 id="no-results-title" className="text-xl font-bold md:text-2xl">
        {q ? intl.formatMessage(messages.noResultsTitle, { q }) : intl.formatMessage(messages.noResultsTitleNoQuery)}
      </h2>
      {suggestion && <DidYouMean phrase={suggestion} className="mt-1 text-lg" />}
      <h3 className="mt-3 font-semibold">{intl.formatMessage(messages.tipsHeading)}</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-3 text-ink-muted">
        <li>{intl.formatMessage(messages.tipSpelling)}</li>
        <li>{intl.formatMessage(messages.tipFewerWords)}</li>
        <li>{intl.formatMessage(messages.tipBrowse)}</li>
      </ul>
      {departments.length > 0 && <DepartmentLinks departments={departments} />}
    </section>
  )
}

export function DepartmentLinks({ departments }: { departments: Department[] }) {
  const intl = useIntl()
  return (
    <>
      <h3 className="mt-3 font-semibold">{intl.formatMessage(messages.departmentsHeading)}</h3>
      <ul className="mt-1 flex flex-wrap gap-1">
        {departments.map((d) => (
          <li key={d.id}>
            <Link
              to={`/category/${encodeURIComponent(d.id)}`}
              className={
                'inline-flex min-h-5 items-center rounded-full border border-primary/40 bg-white px-2 font-semibold text-primary ' +
                'hover:border-primary hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
              }
            >
              {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

/** A category without products: say so and offer the departments. */
export function EmptyCategory({ departments }: { departments: Department[] }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="empty-category-title" className="mt-3 rounded-card bg-surface px-2 py-4 md:px-4">
      <h2 id="empty-category-title" className="text-xl font-bold md:text-2xl">
        {intl.formatMessage(messages.categoryEmptyTitle)}
      </h2>
      <p className="mt-1 text-ink-muted">{intl.formatMessage(messages.categoryEmptyText)}</p>
      {departments.length > 0 && <DepartmentLinks departments={departments} />}
    </section>
  )
}
