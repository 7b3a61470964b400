import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useRoutes } from 'react-router'
import type { AppConfig } from '@/api/types'
import { CrashBoundary } from '@/components/errors/crash-boundary'
import { LinkNavigation } from '@/components/link'
import { AppConfigProvider, useAppConfig } from '@/lib/app-config'
import { StandaloneErrorPage } from './layout/route-errors'
import { buildRoutes, type AppRoute } from './routes'

/**
 * Marks the document once the app has started (`<html data-hydrated>`): a server-rendered form
 * is inert until then, and the end-to-end tests wait for it before they type into one.
 */
function HydratedMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return null
}

function AppRoutes({ table }: { table?: AppRoute[] }) {
  return useRoutes(buildRoutes(useAppConfig(), table))
}

/**
 * The app below a router (BrowserRouter in main.tsx, MemoryRouter in tests): providers that
 * do not depend on the URL, a last-resort crash boundary, and the routes.
 */
export function App({
  config,
  queryClient,
  routes,
}: {
  config: AppConfig
  queryClient: QueryClient
  /** The route table; tests may pass their own. */
  routes?: AppRoute[]
}) {
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <LinkNavigation>
          <HydratedMark />
          <CrashBoundary fallback={(error) => <StandaloneErrorPage error={error} />}>
            <AppRoutes table={routes} />
          </CrashBoundary>
        </LinkNavigation>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}
