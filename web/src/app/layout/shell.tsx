import { Suspense } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { Outlet, useLocation } from 'react-router'
import { PageSpinner } from '@/components/ui/spinner'
import { SiteFooter } from '@/features/content/components/site-footer'
import { lazyAfterHydration } from '@/lib/after-hydration'
import { lazyPart } from '@/lib/lazy-part'
import { hasOwnChrome, isFramedPage } from './framed-pages'
import { Header } from './header'
import { ScrollToTop } from './scroll-to-top'

export const MAIN_CONTENT_ID = 'main-content'

// Links to the credit-application site, the promo redirect, the app banner on phones: nothing to
// show before the page starts.
const ShellAfterStart = lazyAfterHydration(() => import('./shell-after-start'))

// The checkout's reduced header and footer: from its page module, loaded on its pages only.
const checkoutChrome = () => import('../routes/checkout')
const CheckoutHeader = lazyPart(() => checkoutChrome().then((module) => ({ default: module.Header })))
const CheckoutFooter = lazyPart(() => checkoutChrome().then((module) => ({ default: module.Footer })))

const messages = defineMessages({
  skipToContent: {
    id: 'shell.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Link, first in the page, that moves keyboard focus to the main content',
  },
})

/**
 * Application shell: skip link, header, main region, footer; a framed page's main region alone; the
 * checkout's pages their reduced header and footer (a chunk of their own).
 */
export function Shell() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const framed = isFramedPage(pathname)
  const checkout = !framed && hasOwnChrome(pathname)
  const chrome = !framed && !checkout
  return (
    <div className="flex min-h-dvh flex-col">
      {!framed && (
        <a
          href={`#${MAIN_CONTENT_ID}`}
          className="sr-only z-50 rounded-card bg-accent px-2 py-1 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-1 focus:left-1"
        >
          {intl.formatMessage(messages.skipToContent)}
        </a>
      )}
      {chrome && <Header />}
      {checkout && (
        <Suspense fallback={null}>
          <CheckoutHeader />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="grow outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome && <SiteFooter />}
      {checkout && (
        <Suspense fallback={null}>
          <CheckoutFooter />
        </Suspense>
      )}
      <ScrollToTop />
      <ShellAfterStart fallback={null} />
    </div>
  )
}
