/**
 * The route table: every page of the app, in one place.
 *
 * Each entry is an app path (without site/locale prefix) and a lazily loaded page module, so
 * later pages never grow the first load. buildRoutes() mounts every entry at the root and
 * under every site/locale prefix variant: /{site}/{locale}/path,
 * /{site}/path, /{locale}/path; the query variant (?site=&locale=) needs no extra routes.
 * Routes with `prefixed: false` (only /callback) exist only at the root.
 *
 * Server rendering: a route with `render` is rendered by the server (public pages;
 * signed-in-only and callback pages get the app shell). The queries each page reads are named
 * in route-plan.ts, next to planRoute(), which only the server bundle imports: the query
 * builders stay out of the browser's first load.
 * A page preloaded with preloadPage() renders without suspending (the server's render and the
 * client's hydration of it).
 *
 * Later issues add their routes to `appRoutes`, keeping
 * the content-page catch-all `/:pageId` just before the not-found `*`, which stays last.
 */
import { lazy, useEffect, useReducer, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation, useRoutes, type Params, type RouteObject } from 'react-router'
import type { AppConfig } from '@/api/types'
import { CrashBoundary } from '@/components/errors/crash-boundary'
// The paths module alone: the route table is on the first load, the rest of lib/portal is not.
import { CATCHUP_PATHS, DASHBOARD_PATH, PAYMENT_METHOD_PATHS, PAYMENT_PATHS, PLAN_DETAILS_PATH, PROFILE_PATH } from '@/lib/portal/paths'
import { routePrefixes, type SiteLocaleResolution } from '@/lib/site-locale'
import { ACCOUNT_PAGE_PATHS } from './layout/account-paths'
import { LEASE_WINDOW_PATH } from './layout/framed-pages'
import { pageLoads } from './layout/page-loads'
import { RootLayout } from './layout/root-layout'
import { RoutedErrorPage } from './layout/route-errors'
import { Shell } from './layout/shell'

type PageModule = { default: ComponentType }

/** What a route's `render` and `queries` are decided from. */
export interface RouteContext {
  config: AppConfig
  /** The route's path parameters, e.g. `pageId`. */
  params: Params
  /** Site and locale of the URL (never the visitor's stored choice: the server has none). */
  siteLocale: SiteLocaleResolution
  search: URLSearchParams
}

export interface AppRoute {
  /** App path without prefix: '/' for the index, '/cart', '/product/:productId', '*'. */
  path: string
  /** Loads the page module (default export). */
  page: () => Promise<PageModule>
  /**
   * The page module's source path (`src/app/routes/home.tsx`), the key of the client build's
   * manifest: the server adds `modulepreload` links for its chunks to a rendered page.
   */
  module?: string
  /** False for routes that are never prefixed with site or locale. Default true. */
  prefixed?: boolean
  /**
   * Whether the server renders the page (public pages). False (the default) for signed-in-only
   * and callback pages: the server sends the plain app shell and the browser renders them.
   */
  render?: boolean | ((context: RouteContext) => boolean)
}

/**
 * A route's page from src/app/routes/{name}.tsx: its loader and its source path (routes.test.ts
 * checks that the two name the same module). Written out, not `import.meta.glob`: the glob's
 * keys cost the first load ~0.1 kB.
 */
const routePage = (name: string, page: () => Promise<PageModule>): Pick<AppRoute, 'page' | 'module'> => ({
  page,
  module: `src/app/routes/${name}.tsx`,
})

/** Never with a token in the URL: the server must not render (nor cache) a page made from one. */
const withoutToken = ({ search }: RouteContext) => !search.has('token')

/**
 * The customer portal's routes so far: the dashboard, the payment methods
 * (/payment-methods, /add-payment-method), and /profile with its lease-flow pages —
 * /plan-details and those under /profile (/profile/lease-agreement,
 * /profile/benefits-plus-confirmation-mobile, and /profile/plan-details, another
 * address of /plan-details). One page module shows the page of each (and not-found for an unknown
 * one under /profile). Signed-in only: the server sends the app shell.
 */
const PORTAL_ROUTE_PATHS = [
  DASHBOARD_PATH,
  ...PAYMENT_METHOD_PATHS,
  PLAN_DETAILS_PATH,
  `${PROFILE_PATH}/*`,
  ...PAYMENT_PATHS,
  ...CATCHUP_PATHS,
]
const portalPage = routePage('dashboard', () => import('./routes/dashboard'))

/** The marketplace's pages: one page module shows each (routes/marketplace.tsx). */
export const MARKETPLACE_PATHS = [
  '/marketplace',
  '/marketplace/referral',
  '/marketplace/mobile-app-only-retailers',
  '/shop-online',
  '/find-a-store',
]
const marketplacePage = routePage('marketplace', () => import('./routes/marketplace'))

/**
 * The pages made of regions (routes/content-page.tsx): a post, a partner's page, and the
 * catch-all `/:pageId` — a content page, a tabbed page's tab, or the news and blog lists — which
 * stays just before not-found.
 */
export const CONTENT_PAGE_PATHS = ['/news/:pageId', '/blog/:pageId', '/partner/:pageId', '/partners/:pageId', '/:pageId']

/** The account pages (/account, /account/wishlist): one page module shows each (routes/account.tsx). */
const accountPage = routePage('account', () => import('./routes/account'))

/** The checkout and its confirmation: one page module shows each (routes/checkout.tsx). */
const checkoutPage = routePage('checkout', () => import('./routes/checkout'))

export const appRoutes: AppRoute[] = [
  { path: '/', ...routePage('home', () => import('./routes/home')), render: true },
  { path: '/login', ...routePage('login', () => import('./routes/login')), render: true },
  { path: '/registration', ...routePage('registration', () => import('./routes/registration')), render: true },
  { path: '/reset-password', ...routePage('reset-password', () => import('./routes/reset-password')), render: withoutToken },
  { path: '/customer-login', ...routePage('customer-login', () => import('./routes/customer-login')), render: true },
  { path: '/idpcallback', ...routePage('idp-callback', () => import('./routes/idp-callback')) },
  { path: '/login-redirect', ...routePage('idp-callback', () => import('./routes/idp-callback')) },
  { path: '/magic-link', ...routePage('magic-link', () => import('./routes/magic-link')) },
  { path: '/callback', ...routePage('callback', () => import('./routes/callback')), prefixed: false },
  ...PORTAL_ROUTE_PATHS.map((path) => ({ path, ...portalPage })),
  { path: '/category/:categoryId', ...routePage('category', () => import('./routes/category')), render: true },
  { path: '/search', ...routePage('search', () => import('./routes/search')), render: true },
  { path: '/product/:productId', ...routePage('product', () => import('./routes/product')), render: true },
  { path: '/cart', ...routePage('cart', () => import('./routes/cart')) },
  ...['/checkout', '/checkout/confirmation/:orderNo'].map((path) => ({ path, ...checkoutPage })),
  ...ACCOUNT_PAGE_PATHS.map((path) => ({ path, ...accountPage })),
  ...MARKETPLACE_PATHS.map((path) => ({ path, ...marketplacePage, render: true })),
  // The lease window the marketplace opens in a frame: the browser renders it.
  { path: LEASE_WINDOW_PATH, ...marketplacePage },
  // The account deletion request, below its content page.
  { path: '/delete-account', ...routePage('delete-account', () => import('./routes/delete-account')), render: true },
  // Find a Store (features/stores).
  { path: '/store-locator', ...routePage('store-locator', () => import('./routes/store-locator')), render: true },
  // A store's own page.
  { path: '/store-locator/:storeId', ...routePage('store-page', () => import('./routes/store-page')), render: true },
  // Pages of regions: one page module shows each (routes/content-page.tsx).
  ...CONTENT_PAGE_PATHS.map((path) => ({
    path,
    ...routePage('content-page', () => import('./routes/content-page')),
    render: true,
  })),
  { path: '*', ...routePage('not-found', () => import('./routes/not-found')), render: true },
]

/** Inside a loaded page: a render error shows the generic error page within the shell. */
function withCrashBoundary(Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <CrashBoundary fallback={(error) => <RoutedErrorPage error={error} />}>
        <Page />
      </CrashBoundary>
    )
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name})`
  return GuardedPage
}

/** The loaded (and guarded) page of each route, once its module is in. */
const loadedPages = new WeakMap<AppRoute, ComponentType>()

/** Loads a route's page module; once it is in, the route's lazy page renders without suspending. */
export async function preloadPage(route: AppRoute): Promise<void> {
  if (loadedPages.has(route)) return
  // Once the shell's later code is in, with the offline rules' timeout (layout/page-loads.ts).
  const module = await (pageLoads.load?.(route) ?? route.page())
  if (!loadedPages.has(route)) loadedPages.set(route, withCrashBoundary(module.default))
}

/** A thenable that calls back at once: React's lazy() then reads the module without suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value)
      return thenable
    },
  }
  return thenable as unknown as Promise<T>
}

/** A route's lazy page, the path and try it was made for, and whether it failed to load. */
interface LazyPage {
  page: LazyExoticComponent<ComponentType>
  key: string
  failed?: boolean
}

const lazyPages = new WeakMap<AppRoute, LazyPage>()

/**
 * The route's page, loaded on first render — or already there: a page preloaded before the
 * first render (the server's render, and the client's hydration of it) never suspends, so the
 * client's first render is the server's HTML. A lazy page keeps its failure: a page that
 * failed to load gets a new one for another path or a retry (`key`), or once its route has
 * been left — never while the render that failed is retried (a new one there would load
 * again, and fail again, forever).
 */
function lazyPage(route: AppRoute, key: string): LazyExoticComponent<ComponentType> {
  let entry = lazyPages.get(route)
  if (!entry || (entry.failed && entry.key !== key)) {
    const made: LazyPage = {
      key,
      page: lazy(() => {
        const loaded = loadedPages.get(route)
        if (loaded) return settled({ default: loaded })
        return preloadPage(route).then(
          () => ({ default: loadedPages.get(route) as ComponentType }),
          (error: unknown) => {
            made.failed = true
            throw error
          },
        )
      }),
    }
    lazyPages.set(route, (entry = made))
  }
  return entry.page
}

/**
 * Around a page: a failure to reach it (its code cannot be loaded) shows the shell's later code's
 * page for it (layout/page-loads.ts): the offline page for a chunk that could not be fetched, a
 * navigation failure for any other. Until that code is in (the page's first moment), the
 * generic error page. Both boundaries reset when the path changes; a retry loads the page's
 * code again and, once it is in, resets them too.
 */
function RoutePage({ route }: { route: AppRoute }) {
  const [tries, reset] = useReducer((count: number) => count + 1, 0)
  const key = useLocation().pathname + tries
  // Coming back to a page that failed (the history's back button too) loads it again.
  useEffect(() => () => void (lazyPages.get(route)?.failed && lazyPages.delete(route)), [route])
  const Page = lazyPage(route, key)
  return (
    <CrashBoundary
      key={key}
      fallback={(error) =>
        pageLoads.Failure ? (
          <pageLoads.Failure error={error} retry={() => preloadPage(route).then(reset)} />
        ) : (
          <RoutedErrorPage error={error} />
        )
      }
    >
      {/* eslint-disable-next-line react-hooks/static-components -- lazyPage() keeps one component per route, made anew only after its load failed (to load it again) */}
      <Page />
    </CrashBoundary>
  )
}

function toRouteObject(route: AppRoute): RouteObject {
  const element = <RoutePage route={route} />
  const handle: RouteHandle = { appRoute: route }
  if (route.path === '/') return { index: true, element, handle }
  return { path: route.path.replace(/^\//, ''), element, handle }
}

export type RouteHandle = { appRoute: AppRoute } | { prefixedRoutes: RouteObject[] }

/** Below a site/locale prefix: the prefixed routes, matched against the rest of the path. */
function PrefixedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * The router's routes: every route at the root, and under each site/locale prefix one splat
 * route whose element matches the prefixed routes against the rest of the path. Two small
 * matches instead of one over every prefix × every route: the router compiles a pattern for
 * each branch it tries, which was most of a server render's time in QuickJS.
 */
export function buildRoutes(config: AppConfig, table: AppRoute[] = appRoutes): RouteObject[] {
  let byTable = builtRoutes.get(config)
  if (!byTable) builtRoutes.set(config, (byTable = new WeakMap()))
  let routes = byTable.get(table)
  if (!routes) byTable.set(table, (routes = createRoutes(config, table)))
  return routes
}

/**
 * The router's routes of each configuration and table, built once: the router keeps the ranked
 * branches of a routes array (scripts/vite-memoize-router.ts), so the same array is matched
 * without being flattened again.
 */
const builtRoutes = new WeakMap<AppConfig, WeakMap<AppRoute[], RouteObject[]>>()

function createRoutes(config: AppConfig, table: AppRoute[]): RouteObject[] {
  const prefixedRoutes = table.filter((route) => route.prefixed !== false).map(toRouteObject)
  const handle: RouteHandle = { prefixedRoutes }
  const element = <PrefixedRoutes routes={prefixedRoutes} />
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <Shell />,
          children: [
            ...table.map(toRouteObject),
            ...routePrefixes(config).map((prefix) => ({ path: `${prefix.slice(1)}/*`, element, handle })),
          ],
        },
      ],
    },
  ]
}
