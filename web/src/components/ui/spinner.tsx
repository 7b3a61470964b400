import { defineMessages, useIntl } from 'react-intl'

export const spinnerMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'Accessible label while a page is loading' },
})

export function PageSpinner() {
  const intl = useIntl()
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-4 border-primary-100 border-t-primary" />
      <span className="sr-only">{intl.formatMessage(spinnerMessages.loading)}</span>
    </div>
  )
}
