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
import { messagesQueryOptions, SOURCE_LOCALE } from '@/i18n/messages'
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

/** Lets the browser run what is waiting (input, paint) before the next step: a message to
 * ourselves, as React's scheduler does (a timer is held back for a second in a background tab). */
function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Has the browser load its number and date data, in a task of its own. The first Intl
 * formatter a page creates loads it (25–40 ms on CI's machine, more on a phone), and during hydration
 * that happens inside the first component React renders, a unit of work it cannot split: with
 * the data loaded beforehand, hydration's tasks stay short. (Hydration is only scheduled in the
 * task that ends here: React renders in tasks of its own.)
 */
async function loadIntlData(locale: string) {
  await nextTask()
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0)
  } catch {
    // An unknown locale: the provider reports it when it renders.
  }
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
  await Promise.all([preloadPage(route), loadIntlData(document.documentElement.lang || SOURCE_LOCALE)])
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
