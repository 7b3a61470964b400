/** The sort order and page size selects of a listing; each change is a new URL. */
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { PAGE_SIZES, SORT_IDS } from '../../lib/search-url'
import { listingMessages as messages, sortMessages } from '../../messages/listing'

const selectClass =
  'min-h-5 rounded-card border border-neutral-300 bg-white py-0.5 pr-3 pl-1 text-base text-ink hover:border-primary ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

export function SortSelect({ value, onChange }: { value: string; onChange: (sort: string) => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="flex items-center gap-1">
      {/* Phones: the select shows the order it sorts by; the label is for screen readers. */}
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap max-sm:sr-only">
        {intl.formatMessage(messages.sortLabel)}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {SORT_IDS.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(sortMessages[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (limit: number) => void }) {
  const intl = useIntl()
  const id = useId()
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        {intl.formatMessage(messages.pageSizeLabel)}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={selectClass}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {intl.formatNumber(size)}
          </option>
        ))}
      </select>
    </div>
  )
}
