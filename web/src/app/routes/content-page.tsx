import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { PageSpinner } from '@/components/ui/spinner'
import { useContentPage } from '@/features/content/api/get-content-page'
import { ContentHtml } from '@/features/content/components/content-html'
import { hasPageHeading } from '@/features/content/lib/page-heading'
import { summary } from '@/features/content/lib/summary'
import { useAppConfig } from '@/lib/app-config'
import { CONTENT_PAGE_ACTIONS } from './content-page-actions'
import NotFoundPage from './not-found'

const messages = defineMessages<{ documentTitle: { pageName: string; brandName: string }; loadError: NoMessageValues }>({
  documentTitle: {
    id: 'contentPage.documentTitle',
    defaultMessage: '{pageName} | {brandName}',
    description: 'Document title of a content page; {pageName} is the page name, {brandName} e.g. Northwind Lease',
  },
  loadError: {
    id: 'contentPage.loadError',
    defaultMessage: 'This page could not be loaded. Please try again later.',
    description: 'Content page: shown instead of the page when its content could not be loaded',
  },
})

/**
 * /{pageId}: the content asset of that id; the not-found page when there
 * is none. A body with its own top-level heading is shown as it is; any other asset gets its
 * name as the heading. Some pages offer actions below the body (content-page-actions.tsx).
 */
export default function ContentPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { pageId = '' } = useParams()
  const page = useContentPage(pageId)
  if (page === undefined) return <PageSpinner />
  if (page === null) return <NotFoundPage />
  if ('error' in page) {
    return (
      <section className="page-container py-6 text-center md:py-10">
        <p role="alert" className="text-ink-muted">
          {intl.formatMessage(messages.loadError)}
        </p>
      </section>
    )
  }
  const ownHeading = hasPageHeading(page.c_body)
  const Actions = Object.hasOwn(CONTENT_PAGE_ACTIONS, pageId) ? CONTENT_PAGE_ACTIONS[pageId] : undefined
  return (
    <article aria-label={page.name} className="page-container py-6 md:py-10">
      <DocumentHead
        title={intl.formatMessage(messages.documentTitle, { pageName: page.name, brandName: brand.name })}
        description={summary(page.c_body)}
        type="article"
      />
      {!ownHeading && (
        <h1 id="content-page-title" className="text-3xl font-bold md:text-4xl">
          {page.name}
        </h1>
      )}
      <ContentHtml html={page.c_body} className={ownHeading ? 'max-w-[72ch]' : 'mt-3 max-w-[72ch]'} />
      {Actions && <Actions />}
    </article>
  )
}
