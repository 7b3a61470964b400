/**
 * Starts the app in #root.
 *
 * When the server rendered the page (`data-ssr` on #root, naming the route it rendered; the dehydrated query cache in
 * `<script id="ssr-state" type="application/json">`, src/entry-server.tsx), the app hydrates
 * it: the query cache is filled from the server's, the page's module is loaded before the
 * first render (so it does not suspend and the first render is the server's HTML), then
 * hydrateRoot. The hydrated queries count as fetched when the page loads (the server may have
 * answered from its page cache, which it keeps up to date with the data), so their stale
 * times hold and nothing is fetched again on mount. What is the visitor's own — the session,
 * the stored locale — follows right after hydration.
 *
 * Otherwise (signed-in-only pages, or when the server could not render) the app renders from
 * scratch, as a single-page app.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import type { AppConfig } from '@/api/types'
import { messagesQueryOptions } from '@/i18n/messages'
import { loadAppConfig } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { readStoredLocale, resolveSiteLocale } from '@/lib/site-locale'
import { App } from './app'
import { StandaloneErrorPage } from './layout/route-errors'
import { appRoutes, preloadPage } from './routes'

export const SSR_ATTRIBUTE = 'data-ssr'
export const SSR_STATE_ELEMENT_ID = 'ssr-state'

function readServerState(): DehydratedState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent
  return text ? (JSON.parse(text) as DehydratedState) : null
}

/** The server's data, as fetched now: its age is the page's, not the server cache's. */
function freshen(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) }
}

function app(config: AppConfig, queryClient: QueryClient) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App config={config} queryClient={queryClient} />
      </BrowserRouter>
    </StrictMode>
  )
}

async function hydratePage(container: HTMLElement): Promise<Root> {
  const config = await loadAppConfig()
  const queryClient = createQueryClient()
  const state = readServerState()
  if (state) hydrate(queryClient, freshen(state))
  // The route the server rendered (`data-ssr="/product/:productId"`): its page is loaded first,
  // without matching the URL against the route table again.
  const routePath = container.getAttribute(SSR_ATTRIBUTE)
  const route = appRoutes.find((r) => r.path === routePath)
  if (!route) throw new Error(`The server rendered an unknown route: ${routePath}`)
  await preloadPage(route)
  // Hydrating inside a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page: the page already shows the
  // server's HTML, and a tap during hydration is answered sooner (one long task becomes many
  // short ones; Lighthouse's blocking time falls with it).
  let root!: Root
  startTransition(() => {
    root = hydrateRoot(container, app(config, queryClient), {
      onRecoverableError: (error) => console.error('Hydration:', error),
    })
  })
  return root
}

async function renderApp(container: HTMLElement): Promise<Root> {
  const root = createRoot(container)
  try {
    const config = await loadAppConfig()
    const queryClient = createQueryClient()
    const { pathname, search } = window.location
    const { locale } = resolveSiteLocale(pathname, search, config, readStoredLocale())
    // Start loading the catalogue while the first page's code loads.
    void queryClient.prefetchQuery(messagesQueryOptions(locale.id))
    root.render(app(config, queryClient))
  } catch (error) {
    console.error(error)
    root.render(<StandaloneErrorPage error={error} />)
  }
  return root
}

export async function boot(container: HTMLElement): Promise<Root> {
  if (container.hasAttribute(SSR_ATTRIBUTE)) {
    try {
      return await hydratePage(container)
    } catch (error) {
      // The page stays readable as the server sent it; the app starts over from scratch.
      console.error(error)
    }
  }
  return renderApp(container)
}
