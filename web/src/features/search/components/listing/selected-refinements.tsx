/**
 * The chosen filters as chips, each with a remove button, and "Clear all". The chosen values
 * come from the URL, so they show at once, even while the refined products load.
 */
import { useIntl } from 'react-intl'
import { CloseIcon } from '@/components/ui/close-icon'
import { listingMessages as messages } from '../../messages/listing'

export interface SelectedRefinement {
  attribute: string
  value: string
  /** The group's name ("Color") and the value's ("Gray"). */
  group: string
  label: string
}

export function SelectedRefinements({
  selected,
  onRemove,
  onClearAll,
}: {
  selected: SelectedRefinement[]
  onRemove: (attribute: string, value: string) => void
  /** Absent where another "Clear all" is at hand (the filter drawer's footer). */
  onClearAll?: () => void
}) {
  const intl = useIntl()
  if (selected.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-1">
      <ul aria-label={intl.formatMessage(messages.selectedHeading)} className="flex flex-wrap gap-1">
        {selected.map(({ attribute, value, group, label }) => (
          <li key={`${attribute}=${value}`}>
            <button
              type="button"
              onClick={() => onRemove(attribute, value)}
              aria-label={intl.formatMessage(messages.removeFilter, { group, value: label })}
              className={
                'inline-flex min-h-4 items-center gap-0.5 rounded-full bg-primary-50 py-0.5 pr-1 pl-1.5 text-sm font-semibold ' +
                'text-primary-800 ring-1 ring-primary/30 ring-inset hover:bg-primary-100 ' +
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
              }
            >
              {label}
              <CloseIcon className="size-2" />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && (
        <button
          type="button"
          onClick={onClearAll}
          className={
            'min-h-4 rounded px-0.5 text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-700 ' +
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
          }
        >
          {intl.formatMessage(messages.clearAll)}
        </button>
      )}
    </div>
  )
}
