/**
 * What the server renders a URL with (only src/entry-server.tsx imports this; the browser never
 * needs it): the route, its status, and the queries its page reads while rendering — the
 * shell's (header, footer, messages) and the page's own — so the server can run them first
 *. Each query comes from its endpoint file
 * (`…RouteQuery`), with the key the page's hook uses.
 */
import { matchRoutes, type Params, type RouteObject } from 'react-router'
import type { AppConfig, ContentPage } from '@/api/types'
import { DELETE_ACCOUNT_PAGE_ID } from '@/features/account-deletion/lib/delete-account-page'
import { categoryRouteQuery } from '@/features/catalog/api/category-route-query'
import { ROOT_CATEGORY_LEVELS } from '@/features/catalog/api/get-category'
import { productRouteQuery } from '@/features/catalog/api/get-product'
import { listPage, POSTS_OF_LIST, postsRouteQuery } from '@/features/content/api/get-posts'
import { pageRouteQuery } from '@/features/content/api/page-route-query'
import { footerContentId } from '@/features/content/components/footer-content-id'
import { retailersRouteQuery } from '@/features/marketplace/api/get-retailers'
import { customPreferencesRouteQuery } from '@/features/prefs/api/get-custom-preferences'
import { productSearchRouteQuery } from '@/features/search/api/product-search'
import { CATEGORY_REFINEMENT, searchCriteriaFromUrl, selectedValues } from '@/features/search/lib/search-url'
import { getStoreRouteQuery } from '@/features/stores/api/get-stores'
import { searchStoresRouteQuery } from '@/features/stores/api/search-stores'
import { DEFAULT_ORIGIN, STORE_SEARCH } from '@/features/stores/lib/store-search'
import { messagesRouteQuery } from '@/i18n/messages'
import { webClientId } from '@/lib/app-config'
import type { RouteQuery } from '@/lib/route-query'
import { resolveSiteLocale, type SiteLocaleResolution } from '@/lib/site-locale'
import { HEADER_PREFERENCE_IDS } from './layout/header-preferences'
import { appRoutes, buildRoutes, CONTENT_PAGE_PATHS, MARKETPLACE_PATHS, type AppRoute, type RouteContext, type RouteHandle } from './routes'
import { pageKind, showsType } from './routes/content-page-kind'

// The route of a path, as the router matches it (only the server needs it: the browser is told
// the rendered route on #root).
export interface RouteMatch {
  route: AppRoute
  params: Params
}

function deepestHandle(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? []
  for (const match of [...matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined
    if (handle) return { handle, match }
  }
  return null
}

/** The route of a path (with any site/locale prefix) as the router matches it; null when none does. */
export function matchAppRoute(config: AppConfig, pathname: string, table: AppRoute[] = appRoutes): RouteMatch | null {
  const found = deepestHandle(buildRoutes(config, table), pathname)
  if (!found) return null
  if ('appRoute' in found.handle) return { route: found.handle.appRoute, params: found.match.params }
  const rest = `/${pathname.slice(found.match.pathnameBase.length).replace(/^\/+/, '')}`
  const inner = deepestHandle(found.handle.prefixedRoutes, rest)
  return inner && 'appRoute' in inner.handle ? { route: inner.handle.appRoute, params: inner.match.params } : null
}

/** What the shell (header, footer, messages) reads while rendering: part of every rendered page's queries. */
export function shellQueries({ config, siteLocale: { site, locale, pathname } }: RouteContext): RouteQuery[] {
  const clientId = webClientId(config)
  return [
    // The header's category menu. Without a catalog the page is still the page: a 404 here
    // leaves the menu empty instead of making every page not found.
    {
      ...categoryRouteQuery({
        organizationId: config.organizationId,
        siteId: site.id,
        locale: locale.id,
        categoryId: 'root',
        levels: ROOT_CATEGORY_LEVELS,
      }),
      notFound: undefined,
    },
    messagesRouteQuery(locale.id),
    customPreferencesRouteQuery({
      organizationId: config.organizationId,
      siteId: site.id,
      locale: locale.id,
      prefIds: HEADER_PREFERENCE_IDS,
      clientId,
    }),
    // The footer: a page that can't be had leaves the footer empty, never the page not found.
    {
      ...pageRouteQuery({ organizationId: config.organizationId, siteId: site.id, locale: locale.id, pageId: footerContentId(pathname) }),
      notFound: undefined,
    },
  ]
}

/** The queries each rendered page reads, besides the shell's, by route path (routes.tsx). */
export const pageQueries: Partial<Record<string, (context: RouteContext) => RouteQuery[]>> = {
  '/category/:categoryId': ({ config: { organizationId }, params, search, siteLocale: { site, locale } }) => {
    const categoryId = params.categoryId ?? ''
    return [
      categoryRouteQuery({ organizationId, siteId: site.id, locale: locale.id, categoryId, levels: 1 }),
      productSearchRouteQuery({ organizationId, siteId: site.id, locale: locale.id, ...searchCriteriaFromUrl(search, categoryId) }),
    ]
  },
  '/search': ({ config: { organizationId }, search, siteLocale: { site, locale } }) => {
    // A category narrowing the search: its name labels the chip (search.tsx).
    const chosenCategoryId = selectedValues(search, CATEGORY_REFINEMENT)[0]
    return [
      productSearchRouteQuery({ organizationId, siteId: site.id, locale: locale.id, ...searchCriteriaFromUrl(search) }),
      ...(chosenCategoryId
        ? [
            {
              ...categoryRouteQuery({ organizationId, siteId: site.id, locale: locale.id, categoryId: chosenCategoryId, levels: 0 }),
              notFound: undefined,
            },
          ]
        : []),
    ]
  },
  '/product/:productId': ({ config: { organizationId }, params, siteLocale: { site, locale } }) => [
    productRouteQuery({ organizationId, siteId: site.id, locale: locale.id, productId: params.productId ?? '' }),
  ],
  ...Object.fromEntries(
    MARKETPLACE_PATHS.map((path) => [
      path,
      ({ config, search, siteLocale: { site, locale } }: RouteContext) => [
        retailersRouteQuery({
          organizationId: config.organizationId,
          siteId: site.id,
          locale: locale.id,
          featured: search.get('featured') === 'true',
          referral: path === '/marketplace/referral',
        }),
      ],
    ]),
  ),
  // The default search's first stores (Germany, 10178): the page renders with them.
  '/store-locator': ({ config, siteLocale: { site, locale } }) => [
    searchStoresRouteQuery({
      organizationId: config.organizationId,
      siteId: site.id,
      locale: locale.id,
      origin: DEFAULT_ORIGIN,
      limit: STORE_SEARCH.initialLimit,
    }),
  ],
  '/store-locator/:storeId': ({ config, params, siteLocale: { site, locale } }) => [
    getStoreRouteQuery({ organizationId: config.organizationId, siteId: site.id, locale: locale.id, storeId: params.storeId ?? '' }),
  ],
  '/delete-account': ({ config, siteLocale: { site, locale } }) => [
    pageRouteQuery({ organizationId: config.organizationId, siteId: site.id, locale: locale.id, pageId: DELETE_ACCOUNT_PAGE_ID }),
  ],
  ...Object.fromEntries(
    CONTENT_PAGE_PATHS.map((path) => [
      path,
      ({ config, params, search, siteLocale: { site, locale, pathname } }: RouteContext) => {
        const pageId = params.pageId ?? ''
        const common = { organizationId: config.organizationId, siteId: site.id, locale: locale.id }
        const posts = path === '/:pageId' ? POSTS_OF_LIST[pageId] : undefined
        const kind = pageKind(pathname)
        const page = pageRouteQuery({ ...common, pageId })
        return [
          // A page of another kind than the address shows (a post at /{id}, a fragment) is not found there.
          { ...page, notFound: { data: null, when: (data) => !showsType(kind, (data as ContentPage).typeId) } },
          ...(posts ? [postsRouteQuery({ ...common, typeId: posts, page: listPage(search.get('page')) })] : []),
        ]
      },
    ]),
  ),
}

export interface RoutePlan extends RouteMatch {
  /** 404 when only the not-found route (`*`) matches. */
  status: 200 | 404
  /** Whether the server renders the page. */
  render: boolean
  siteLocale: SiteLocaleResolution
  /** Everything the page reads while rendering: the shell's queries, then the page's. */
  queries: RouteQuery[]
}

/** Splits `path?query#hash` (a URL without origin) without the URL class. */
function splitUrl(url: string): { pathname: string; search: string } {
  const withoutHash = url.split('#')[0] ?? ''
  const at = withoutHash.indexOf('?')
  const pathname = at < 0 ? withoutHash : withoutHash.slice(0, at)
  return { pathname: pathname || '/', search: at < 0 ? '' : withoutHash.slice(at) }
}

/** What the server needs to render `url` (path and query): the route, its status and its queries. */
export function planRoute(url: string, config: AppConfig, table: AppRoute[] = appRoutes): RoutePlan {
  const { pathname, search } = splitUrl(url)
  const siteLocale = resolveSiteLocale(pathname, search, config)
  const match = matchAppRoute(config, pathname, table)
  const notFound = table.find((route) => route.path === '*')
  const { route, params } = match ?? { route: notFound ?? { path: '*', page: () => Promise.reject(new Error('No route')) }, params: {} }
  const context: RouteContext = { config, params, siteLocale, search: new URLSearchParams(search) }
  const render = typeof route.render === 'function' ? route.render(context) : (route.render ?? false)
  return {
    route,
    params,
    status: route.path === '*' ? 404 : 200,
    render,
    siteLocale,
    queries: render ? [...shellQueries(context), ...(pageQueries[route.path]?.(context) ?? [])] : [],
  }
}
