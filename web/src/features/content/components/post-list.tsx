/**
 * A list of news or blog posts, newest first: each post's name (a link to it), its date and
 * summary; below, Previous and Next between the list's pages (`?page=N`), real links so they
 * work before the script runs. Render is pure (the server renders list pages).
 */
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import type { PostSummary } from '@/api/types'
import { Link } from '@/components/link'
import { PostDate } from './page-regions'

const messages = defineMessages<{
  pages: NoMessageValues
  previous: NoMessageValues
  next: NoMessageValues
  pageStatus: { current: number; count: number }
  none: NoMessageValues
  pastEnd: { count: number }
  newest: NoMessageValues
}>({
  pages: {
    id: 'contentPage.posts.pages',
    defaultMessage: 'Pages of posts',
    description: 'News and blog lists: label of the navigation between pages of the list',
  },
  previous: {
    id: 'contentPage.posts.previous',
    defaultMessage: 'Newer posts',
    description: 'News and blog lists: link to the previous page of the list (newer posts)',
  },
  next: {
    id: 'contentPage.posts.next',
    defaultMessage: 'Older posts',
    description: 'News and blog lists: link to the next page of the list (older posts)',
  },
  pageStatus: {
    id: 'contentPage.posts.pageStatus',
    defaultMessage: 'Page {current} of {count}',
    description: 'News and blog lists: which page of the list is shown, e.g. Page 2 of 3',
  },
  none: {
    id: 'contentPage.posts.none',
    defaultMessage: 'Nothing has been posted here yet.',
    description: 'News and blog lists: shown when there are no posts',
  },
  pastEnd: {
    id: 'contentPage.posts.pastEnd',
    defaultMessage: 'This list has {count, plural, one {# page} other {# pages}}.',
    description: 'News and blog lists: shown for a page number past the last page; {count} is how many pages there are',
  },
  newest: {
    id: 'contentPage.posts.newest',
    defaultMessage: 'See the newest posts',
    description: 'News and blog lists: link back to the first page of the list, after a page number past the last one',
  },
})

const linkStyle =
  'font-semibold text-primary underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

export function PostList({
  posts,
  basePath,
  page,
  total,
  perPage,
}: {
  posts: PostSummary[]
  /** The list's app path (`/news`, `/blog`); a post is at `{basePath}/{id}`. */
  basePath: string
  /** The list page shown, from 1. */
  page: number
  total: number
  perPage: number
}) {
  const intl = useIntl()
  const count = Math.max(1, Math.ceil(total / perPage))
  const href = (to: number) => (to === 1 ? basePath : `${basePath}?page=${to}`)
  if (posts.length === 0 && total > 0) {
    return (
      <p className="text-ink-muted">
        {intl.formatMessage(messages.pastEnd, { count })}{' '}
        <Link to={basePath} className={linkStyle}>
          {intl.formatMessage(messages.newest)}
        </Link>
      </p>
    )
  }
  if (posts.length === 0) return <p className="text-ink-muted">{intl.formatMessage(messages.none)}</p>
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="flex h-full flex-col gap-1 rounded-card border border-neutral-200 bg-white p-3">
              <h2 className="text-lg font-bold">
                <Link to={`${basePath}/${post.id}`} className="hover:underline">
                  {post.name}
                </Link>
              </h2>
              <p className="text-sm text-ink-muted">
                <PostDate date={post.listing.date} />
              </p>
              <p>{post.listing.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <nav aria-label={intl.formatMessage(messages.pages)} className="flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={linkStyle}>
              {intl.formatMessage(messages.previous)}
            </Link>
          ) : null}
          <p className="text-sm font-semibold">{intl.formatMessage(messages.pageStatus, { current: page, count })}</p>
          {page < count ? (
            <Link to={href(page + 1)} rel="next" className={linkStyle}>
              {intl.formatMessage(messages.next)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
