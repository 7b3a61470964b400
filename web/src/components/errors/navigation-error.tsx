import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { describeError } from './error-message'

export const navigationErrorMessages = defineMessages<{
  title: NoMessageValues
  details: { details: string }
  goHome: NoMessageValues
}>({
  title: {
    id: 'navigationError.title',
    defaultMessage: 'Something went wrong',
    description: 'Heading shown when navigating to a page failed',
  },
  details: {
    id: 'navigationError.details',
    defaultMessage: 'Details: {details}',
    description: 'Navigation failure: technical details of the error; {details} is the error message',
  },
  goHome: {
    id: 'navigationError.goHome',
    defaultMessage: 'Go Home',
    description: 'Navigation failure: button that goes to the home page',
  },
})

/** Navigation failure → "Something went wrong" with details and a Go Home button. */
export function NavigationError({ error }: { error: unknown }) {
  const intl = useIntl()
  return (
    <section aria-labelledby="navigation-error-title" className="page-container py-6 text-center md:py-8">
      <title>{intl.formatMessage(navigationErrorMessages.title)}</title>
      <h1 id="navigation-error-title" className="text-2xl font-bold md:text-3xl">
        {intl.formatMessage(navigationErrorMessages.title)}
      </h1>
      <p className="mx-auto mt-2 max-w-[640px] break-words text-ink-muted">
        {intl.formatMessage(navigationErrorMessages.details, { details: describeError(error) })}
      </p>
      <Link to="/" className={`${buttonStyles.brand} mt-4`}>
        {intl.formatMessage(navigationErrorMessages.goHome)}
      </Link>
    </section>
  )
}
