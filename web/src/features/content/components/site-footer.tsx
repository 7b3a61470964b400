import { createPortal } from 'react-dom'
import { defineMessages, useIntl } from 'react-intl'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { isContentError, useContentAsset } from '../api/get-content-asset'
import { useFooterSwap } from '../hooks/use-footer-swap'
import { ContentHtml } from './content-html'
import { footerContentId } from './footer-content-id'

export const FOOTER_MOUNT_ID = 'footer-content'

const messages = defineMessages<{ copyright: { year: string; brandName: string } }>({
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} {brandName}. All rights reserved.',
    description: 'Footer copyright line; {brandName} is the brand name, e.g. Northwind Lease',
  },
})

/**
 * Site footer: the `footer` content asset, or `raf-footer` on /referafriendprogramterms
 * (with any site/locale prefix). The asset HTML is swapped into the mount element with
 * retries (useFooterSwap). If the asset cannot be loaded, nothing of it is shown.
 */
export function SiteFooter() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { pathname } = useSiteLocale()
  const asset = useContentAsset(footerContentId(pathname))
  const html = asset && !isContentError(asset) ? (asset.c_body ?? '') : ''
  const target = useFooterSwap(FOOTER_MOUNT_ID, html !== '')

  return (
    <footer className="mt-auto border-t border-neutral-200 bg-surface">
      <div className="page-container py-4 md:py-6">
        <div id={FOOTER_MOUNT_ID} data-content-id={asset && !isContentError(asset) ? asset.id : undefined} />
        {target && html ? createPortal(<ContentHtml html={html} />, target) : null}
        <p className="mt-3 text-sm text-ink-muted">
          {intl.formatMessage(messages.copyright, { year: String(new Date().getFullYear()), brandName: brand.name })}
        </p>
      </div>
    </footer>
  )
}
