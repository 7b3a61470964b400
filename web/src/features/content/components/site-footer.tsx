import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import type { ContentPage } from '@/api/types'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { usePage } from '../api/get-page'
import { richTexts } from '../lib/rich-texts'
import { footerMessages as messages } from '../messages'
import { ContentHtml } from './content-html'
import { footerContentId } from './footer-content-id'

export const FOOTER_MOUNT_ID = 'footer-content'

const never = () => () => {}
const currentYear = () => new Date().getFullYear()
const noYear = () => null

/**
 * The current year, read outside render: null on the server and while hydrating (the server's
 * HTML must not depend on when it was made), the year right after.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(never, currentYear, noYear)
}

/**
 * The footer page's HTML: its rich texts, the link lists (`<nav>`) side by side in columns,
 * then the rest (the legal text).
 */
export function footerHtml(page: ContentPage): string {
  const texts = richTexts(page)
  const columns = texts.filter((html) => html.trimStart().startsWith('<nav'))
  const rest = texts.filter((html) => !columns.includes(html))
  return (columns.length ? `<div class="footer-columns">${columns.join('')}</div>` : '') + rest.join('')
}

/**
 * Site footer: the `footer` page, or `raf-footer` on /referafriendprogramterms (with any
 * site/locale prefix), rendered in its mount element (in the server's HTML too, so there is
 * nothing to swap in later). If the page cannot be loaded, nothing of it is shown.
 */
export function SiteFooter() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { pathname } = useSiteLocale()
  const page = usePage(footerContentId(pathname))
  const loaded = page && !('error' in page) ? page : undefined
  const html = loaded ? footerHtml(loaded) : ''
  const year = useCurrentYear()

  return (
    <footer className="mt-auto border-t border-neutral-200 bg-surface">
      <div className="page-container py-4 md:py-6">
        <div id={FOOTER_MOUNT_ID} data-content-id={loaded?.id}>
          {html ? <ContentHtml html={html} /> : null}
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          {year === null
            ? intl.formatMessage(messages.copyrightNoYear, { brandName: brand.name })
            : intl.formatMessage(messages.copyright, { year: String(year), brandName: brand.name })}
        </p>
      </div>
    </footer>
  )
}
