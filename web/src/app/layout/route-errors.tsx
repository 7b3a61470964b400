import { IntlProvider } from 'react-intl'
import { ErrorPage } from '@/components/errors/error-page'
import { useHref } from '@/components/link'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'

/** The generic crash page with a prefixed "Contact Support" link. */
export function RoutedErrorPage({ error }: { error: unknown }) {
  return <ErrorPage error={error} supportHref={useHref('/support')} />
}

/**
 * When the shell or its providers crashed (or the app could not boot), nothing above is
 * trusted: inline default messages and plain links.
 */
export function StandaloneErrorPage({ error }: { error: unknown }) {
  return (
    <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
      <main id="main-content" tabIndex={-1}>
        <ErrorPage error={error} />
      </main>
    </IntlProvider>
  )
}
