import { useEffect, useRef } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import type { ContentPage } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { PageSpinner } from '@/components/ui/spinner'
import { usePage } from '@/features/content/api/get-page'
import { listPage, POSTS_OF_LIST, POSTS_PER_PAGE, usePosts, type PostType } from '@/features/content/api/get-posts'
import { headsItself, PageRegions, TabSelectionContext, type TabSelection } from '@/features/content/components/page-regions'
import { PostList } from '@/features/content/components/post-list'
import { useAppConfig } from '@/lib/app-config'
import { pageKind, showsType } from './content-page-kind'
import NotFoundPage from './not-found'
import { renderPageComponent } from './page-components'
import '@/styles/later.css'

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
 * Every page made of regions and components (features/content's pages API): /{pageId} (a
 * content page, or a tabbed page at one of its tabs' slugs), /news/{pageId}, /blog/{pageId},
 * /partner/{pageId} and /partners/{pageId} (each its type's page); /news and /blog are the
 * pages of those ids followed by their posts. Its name is its heading unless a component heads it (a post's detail); a page of
 * another type, or none, is the not-found page. Rendered by the server with its title and
 * description.
 */
export default function ContentPageRoute() {
  const { pageId } = useParams()
  const { pathname } = useLocation()
  const kind = pageKind(pathname)
  const id = pageId ?? ''
  const page = usePage(id)
  if (page === undefined) return <PageSpinner />
  if (page === null) return <NotFoundPage />
  if ('error' in page) return <LoadError />
  if (!showsType(kind, page.typeId)) return <NotFoundPage />
  const posts = kind === 'page' ? POSTS_OF_LIST[id] : undefined
  return (
    <div className="page-container flex flex-col gap-4 py-6 md:py-10">
      <PageHead page={page} />
      {headsItself(page.regions) ? null : (
        <h1 id="content-page-title" className="text-3xl font-bold md:text-4xl">
          {page.name}
        </h1>
      )}
      {page.typeId === 'tabbedPage' ? (
        <TabbedRegions page={page} />
      ) : (
        <PageRegions regions={page.regions} renderOther={renderPageComponent} />
      )}
      {posts ? <Posts typeId={posts} basePath={`/${id}`} /> : null}
    </div>
  )
}

/** The last segment of a path (`/es/aboutleasing` → `aboutleasing`). */
const lastSegment = (pathname: string) => pathname.split('/').filter(Boolean).at(-1)

/**
 * A tabbed page at one of its tabs' addresses (`/en/{slug}`, `/es/{slug}`): the path's tab shows
 * (the first when the path names none), and a click on another tab swaps the content and pushes
 * that tab's path, whatever site/locale prefix the current one has.
 */
function TabbedRegions({ page }: { page: ContentPage }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // The tab a click has asked for until the path shows it: a pointer press and its click (or
  // a key and the click it makes) ask twice, and the second must not push the path again.
  const asked = useRef<string | undefined>(undefined)
  useEffect(() => {
    asked.current = undefined
  }, [pathname])
  const selection: TabSelection = {
    slug: lastSegment(pathname),
    select: (slug) => {
      if ((asked.current ?? lastSegment(pathname)) === slug) return
      asked.current = slug
      void navigate(`${pathname.replace(/[^/]*\/?$/, slug)}${search}`)
    },
  }
  return (
    <TabSelectionContext value={selection}>
      <PageRegions regions={page.regions} renderOther={renderPageComponent} />
    </TabSelectionContext>
  )
}

function PageHead({ page }: { page: ContentPage }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <DocumentHead
      title={intl.formatMessage(messages.documentTitle, { pageName: page.pageTitle, brandName: brand.name })}
      description={page.pageDescription}
      type="article"
    />
  )
}

function Posts({ typeId, basePath }: { typeId: PostType; basePath: string }) {
  const [search] = useSearchParams()
  const page = listPage(search.get('page'))
  const posts = usePosts(typeId, page)
  if (posts.isError) return <LoadError />
  if (!posts.data) return <PageSpinner />
  return <PostList posts={posts.data.data} basePath={basePath} page={page} total={posts.data.total} perPage={POSTS_PER_PAGE} />
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
