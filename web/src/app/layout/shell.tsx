import { Suspense } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { Outlet } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { SiteFooter } from '@/features/content/components/site-footer'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'

export const MAIN_CONTENT_ID = 'main-content'

const messages = defineMessages({
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Link, first in the page, that moves keyboard focus to the main content',
  },
})

/** Application shell: skip link, header, main region, footer. */
export function Shell() {
  const intl = useIntl()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-card bg-accent px-2 py-1 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-1 focus:left-1"
      >
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="grow outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  )
}
