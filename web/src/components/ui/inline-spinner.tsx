import { useIntl } from 'react-intl'
import { spinnerMessages } from './spinner'

/** A small spinner inside a panel or a list while its part loads. */
export function InlineSpinner() {
  const intl = useIntl()
  return (
    <div role="status" className="flex items-center justify-center p-1">
      <span aria-hidden="true" className="size-2.5 animate-spin rounded-full border-3 border-primary-100 border-t-primary" />
      <span className="sr-only">{intl.formatMessage(spinnerMessages.loading)}</span>
    </div>
  )
}
