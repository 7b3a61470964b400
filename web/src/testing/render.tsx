import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router'
import type { AppConfig } from '@/api/types'
import { App } from '@/app/app'
import { appRoutes, type AppRoute } from '@/app/routes'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { appConfigFixture } from './fixtures'

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation()
  return <div data-testid="location">{`${pathname}${search}${hash}`}</div>
}

interface Options {
  config?: AppConfig
  routes?: AppRoute[]
  queryClient?: QueryClient
}

/** Renders the whole app at `path` (a path, or a location with router state; MemoryRouter instead of BrowserRouter). */
export function renderApp(
  path: InitialEntry = '/',
  { config = appConfigFixture, routes, queryClient = createQueryClient() }: Options = {},
) {
  const user = userEvent.setup()
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App config={config} queryClient={queryClient} routes={routes} />
      <LocationProbe />
    </MemoryRouter>,
  )
  return { ...result, user, queryClient }
}

/** Renders a component with config, query client, router and default (en-US) messages. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', config = appConfigFixture, queryClient = createQueryClient() }: Options & { path?: string } = {},
) {
  const user = userEvent.setup()
  const result = render(
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
            {ui}
          </IntlProvider>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  )
  return { ...result, user, queryClient }
}

/**
 * Loads the home page's module ahead of a test whose logout lands there (a cold lazy load
 * inside the test would race its assertions).
 */
export function preloadHomePage(): Promise<unknown> {
  return import('@/app/routes/home')
}

/**
 * Loads the page modules of these app paths (unprefixed, as appRoutes names them) ahead of a
 * file's tests. A route's first load transforms its module: on a busy machine that alone has
 * outlasted the 5 s a test waits for what the page shows, failing a file's first story.
 */
export async function preloadPages(...paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) => {
      const route = appRoutes.find((candidate) => candidate.path === path)
      if (!route) throw new Error(`no app route ${path}`)
      return route.page()
    }),
  )
}
