import { defineMessages, useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { describeError, stackOf } from './error-message'

export const errorPageMessages = defineMessages({
  documentTitle: {
    id: 'errorPage.documentTitle',
    defaultMessage: "This page isn't working",
    description: 'Document title of the generic error page',
  },
  title: {
    id: 'errorPage.title',
    defaultMessage: "This page isn't working",
    description: 'Heading of the generic error page shown after a crash',
  },
  text: {
    id: 'errorPage.text',
    defaultMessage: 'An error has occurred. Try refreshing the page or if you need immediate help please contact support.',
    description: 'Explanation on the generic error page',
  },
  contactSupport: {
    id: 'errorPage.contactSupport',
    defaultMessage: 'Contact Support',
    description: 'Generic error page: link to the support page',
  },
  refresh: {
    id: 'errorPage.refresh',
    defaultMessage: 'Refresh the page',
    description: 'Generic error page: button that reloads the page',
  },
  stackLabel: {
    id: 'errorPage.stackLabel',
    defaultMessage: 'Stack trace',
    description: 'Generic error page (development only): label of the stack trace',
  },
})

interface ErrorPageProps {
  error?: unknown
  /** Where "Contact Support" goes; callers inside the router pass the prefixed /support. */
  supportHref?: string
  /** Heading level: 'h1' when the page stands alone (default), 'h2' inside another page. */
  headingLevel?: 'h1' | 'h2'
}

/**
 * Generic crash page. The stack trace is shown only in development
 * builds (`import.meta.env.DEV`).
 */
export function ErrorPage({ error, supportHref = '/support', headingLevel = 'h1' }: ErrorPageProps) {
  const intl = useIntl()
  const Heading = headingLevel
  const stack = import.meta.env.DEV ? (stackOf(error) ?? (error === undefined ? undefined : describeError(error))) : undefined

  return (
    <section aria-labelledby="error-page-title" className="page-container py-6 md:py-8">
      <title>{intl.formatMessage(errorPageMessages.documentTitle)}</title>
      <div className="mx-auto max-w-[640px] text-center">
        <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto mb-2 size-6 text-accent-600">
          <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.18" />
          <path d="M24 12v16" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          <circle cx="24" cy="35" r="2.75" fill="currentColor" />
        </svg>
        <Heading id="error-page-title" className="text-2xl font-bold md:text-3xl">
          {intl.formatMessage(errorPageMessages.title)}
        </Heading>
        <p className="mt-2 text-ink-muted">{intl.formatMessage(errorPageMessages.text)}</p>
        <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
          <a href={supportHref} className={buttonStyles.secondary}>
            {intl.formatMessage(errorPageMessages.contactSupport)}
          </a>
          <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
            {intl.formatMessage(errorPageMessages.refresh)}
          </button>
        </div>
      </div>
      {stack ? (
        <details open className="mx-auto mt-4 max-w-[1024px] rounded-card bg-surface p-2 text-left">
          <summary className="cursor-pointer font-semibold">{intl.formatMessage(errorPageMessages.stackLabel)}</summary>
          <pre data-testid="error-stack" className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap">
            {stack}
          </pre>
        </details>
      ) : null}
    </section>
  )
}
