/**
 * The route table: every page of the app, in one place.
 *
 * Each entry is an app path (without site/locale prefix) and a lazily loaded page module, so
 * later pages never grow the first load. buildRoutes() mounts every entry at the root and
 * under every site/locale prefix variant (storefront spec §2.4): /{site}/{locale}/path,
 * /{site}/path, /{locale}/path; the query variant (?site=&locale=) needs no extra routes.
 * Routes with `prefixed: false` (only /callback) exist only at the root.
 *
 * Later issues add their routes to `appRoutes` (storefront spec §2, portal spec §2), keeping
 * the content-page catch-all `/:pageId` just before the not-found `*`, which stays last.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation, type RouteObject } from 'react-router'
import type { AppConfig } from '@/api/types'
import { CrashBoundary } from '@/components/errors/crash-boundary'
import { NavigationError } from '@/components/errors/navigation-error'
import { routePrefixes } from '@/lib/site-locale'
import { RoutedErrorPage } from './layout/route-errors'
import { RootLayout } from './layout/root-layout'
import { Shell } from './layout/shell'

type PageModule = { default: ComponentType }

export interface AppRoute {
  /** App path without prefix: '/' for the index, '/cart', '/product/:productId', '*'. */
  path: string
  /** Loads the page module (default export). */
  page: () => Promise<PageModule>
  /** False for routes that are never prefixed with site or locale. Default true. */
  prefixed?: boolean
}

export const appRoutes: AppRoute[] = [
  { path: '/', page: () => import('./routes/home') },
  { path: '/login', page: () => import('./routes/login') },
  { path: '/registration', page: () => import('./routes/registration') },
  { path: '/reset-password', page: () => import('./routes/reset-password') },
  { path: '/customer-login', page: () => import('./routes/customer-login') },
  { path: '/idpcallback', page: () => import('./routes/idp-callback') },
  { path: '/login-redirect', page: () => import('./routes/idp-callback') },
  { path: '/magic-link', page: () => import('./routes/magic-link') },
  { path: '/callback', page: () => import('./routes/callback'), prefixed: false },
  { path: '/dashboard', page: () => import('./routes/dashboard') },
  { path: '*', page: () => import('./routes/not-found') },
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

const lazyPages = new WeakMap<AppRoute, LazyExoticComponent<ComponentType>>()

function lazyPage(route: AppRoute): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(route)
  if (!page) {
    page = lazy(() => route.page().then((module) => ({ default: withCrashBoundary(module.default) })))
    lazyPages.set(route, page)
  }
  return page
}

/**
 * Around a page: a failure to reach it (its code cannot be loaded) is a navigation failure.
 * Both boundaries reset when the path changes.
 */
function RoutePage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation()
  return (
    <CrashBoundary key={pathname} fallback={(error) => <NavigationError error={error} />}>
      <Page />
    </CrashBoundary>
  )
}

function toRouteObject(route: AppRoute): RouteObject {
  const element = <RoutePage Page={lazyPage(route)} />
  if (route.path === '/') return { index: true, element }
  return { path: route.path.replace(/^\//, ''), element }
}

export function buildRoutes(config: AppConfig, table: AppRoute[] = appRoutes): RouteObject[] {
  const prefixed = table.filter((route) => route.prefixed !== false)
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <Shell />,
          children: [
            ...table.map(toRouteObject),
            ...routePrefixes(config).map((prefix) => ({
              path: prefix.slice(1),
              children: prefixed.map(toRouteObject),
            })),
          ],
        },
      ],
    },
  ]
}
