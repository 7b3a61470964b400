import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useLocation, useParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { PageSpinner } from '@/components/ui/spinner'
import { useContentPage } from '@/features/content/api/get-content-page'
import { usePage } from '@/features/content/api/get-page'
import { ContentHtml } from '@/features/content/components/content-html'
import { headsItself, PageRegions } from '@/features/content/components/page-regions'
import { hasPageHeading } from '@/features/content/lib/page-heading'
import { summary } from '@/features/content/lib/summary'
import { useAppConfig } from '@/lib/app-config'
import { CONTENT_PAGE_ACTIONS } from './content-page-actions'
import '@/styles/later.css'
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
 * /news/{pageId}: a news post, a page made of regions and components (features/content's pages
 * API). Its name is its heading unless a component heads it (the post's detail); a page of
 * another type, or none, is the not-found page. Rendered by the server with its title and
 * description.
 */
function NewsPostPage({ pageId }: { pageId: string }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const page = usePage(pageId)
  if (page === undefined) return <PageSpinner />
  if (page === null || ('typeId' in page && page.typeId !== 'newsPage')) return <NotFoundPage />
  if ('error' in page) return <LoadError />
  return (
    <div className="page-container flex flex-col gap-4 py-6 md:py-10">
      <DocumentHead
        title={intl.formatMessage(messages.documentTitle, { pageName: page.pageTitle, brandName: brand.name })}
        description={page.pageDescription}
        type="article"
      />
      {headsItself(page.regions) ? null : <h1 className="text-3xl font-bold md:text-4xl">{page.name}</h1>}
      <PageRegions regions={page.regions} />
    </div>
  )
}

function LoadError() {
  const intl = useIntl()
  return (
    <section className="page-container py-6 text-center md:py-10">
      <p role="alert" className="text-ink-muted">
        {intl.formatMessage(messages.loadError)}
      </p>
    </section>
  )
}

/** The path segment before the page id: `news` for /news/{pageId}, whatever prefixes it. */
const parentSegment = (pathname: string) => pathname.split('/').filter(Boolean).at(-2)

export default function ContentPageRoute() {
  const { pageId = '' } = useParams()
  const { pathname } = useLocation()
  return parentSegment(pathname) === 'news' ? <NewsPostPage pageId={pageId} /> : <ContentPage />
}

/**
 * /{pageId}: the content asset of that id; the not-found page when there
 * is none. A body with its own top-level heading is shown as it is; any other asset gets its
 * name as the heading. Some pages offer actions below the body (content-page-actions.tsx).
 */
function ContentPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { pageId = '' } = useParams()
  const page = useContentPage(pageId)
  if (page === undefined) return <PageSpinner />
  if (page === null) return <NotFoundPage />
  if ('error' in page) return <LoadError />
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
