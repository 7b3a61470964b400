/**
 * The server bundle (`vite build --ssr`, dist/server/entry-server.js): one classic script that
 * the Rust server evaluates in QuickJS (server/src/ssr). Evaluating it defines
 *
 *   globalThis.__leasefront = {
 *     plan(input: string): string           // {"url", "config"} → {"status", "render", "requests"}
 *     render(input: string): Promise<RenderedPage> // {"url", "config", "responses", "origin"?} →
 *                                            //   {html, head, state, status, lang, module?, route, logs?}
 *   }
 *
 * plan() names the queries the URL's page reads (src/app/routes.tsx: the shell's and the
 * page's), each with its TanStack key and the request on our origin that answers it. The server
 * runs them in-process and calls render() with the answers: a 200 answer seeds its query, a
 * failed one leaves it empty (the client fetches it after hydration), a 404 where the query
 * says "none" is an answer (a content page that does not exist: status 404). Only the locale's
 * catalogue is required: without it render() rejects, and the server sends the app shell. render() loads
 * the page's module first, so nothing suspends, renders with renderToString, and returns the
 * markup for inside #root, the head tags, the dehydrated query cache, the status and the page's
 * module (its source path: the server preloads its chunks from the client build's manifest).
 * The dehydrated cache holds the catalogue's messages the render read, not the catalogue
 * (src/i18n/page-messages.ts).
 */
import './server/shims'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server.browser'
import { StaticRouter } from 'react-router'
import type { AppConfig } from '@/api/types'
import { App } from '@/app/app'
import { planRoute, type RoutePlan } from '@/app/route-plan'
import { preloadPage } from '@/app/routes'
import { HeadCollectorContext, type PageHead } from '@/components/document-head'
import { messagesQueryOptions, type LoadedMessages } from '@/i18n/messages'
import { pickMessages, recordingReads } from '@/i18n/page-messages'
import { loadServerParts } from '@/lib/hydrate-later'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { parseAnswer } from './server/answers'
import { headTags } from './server/head'
import type { RenderedPage } from './server/rendered-page'
import { takeLogs } from './server/shims'

interface PlanInput {
  url: string
  config: AppConfig
}

interface RenderInput extends PlanInput {
  /** Each query's answer: its key, status and, for a 200, the JSON text of its body. */
  responses?: { key: unknown; status: number; body?: string | null }[]
  /** `https://shop.example`: makes the canonical and alternate URLs absolute. */
  origin?: string
}

/**
 * The last page planned: the server calls render() right after plan() for the same URL, often in
 * the same engine, and matching a URL against the routes is a millisecond and a half in QuickJS.
 */
let lastPlan: { url: string; config: AppConfig; plan: RoutePlan } | undefined

/**
 * The configuration of the last call when this one's is the same: the same object from render to
 * render lets what the app keeps per configuration (the router's routes, the URL's site and
 * locale) be found again.
 */
let lastConfig: { text: string; config: AppConfig } | undefined

function sameConfig(config: AppConfig): AppConfig {
  const text = JSON.stringify(config)
  if (lastConfig?.text !== text) lastConfig = { text, config }
  return lastConfig.config
}

function planOnce(url: string, config: AppConfig): RoutePlan {
  if (lastPlan?.url !== url || lastPlan.config !== config) lastPlan = { url, config, plan: planRoute(url, config) }
  return lastPlan.plan
}

function plan(input: string): string {
  const { url, config } = JSON.parse(input) as PlanInput
  const { status, render, queries } = planOnce(url, sameConfig(config))
  return JSON.stringify({
    status,
    render,
    requests: queries.map(({ options, request }) => ({
      key: options.queryKey,
      path: request.path,
      ...(request.headers ? { headers: request.headers } : {}),
    })),
  })
}

/**
 * A query client for one render: nothing is fetched on the server (the answers are given),
 * and nothing is collected later (infinite cache time: no timer is set).
 */
function renderQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULT_QUERY_POLICY, gcTime: Infinity, retry: false, refetchOnWindowFocus: false },
    },
  })
}

async function render(input: string): Promise<RenderedPage> {
  const { url, responses = [], origin, ...given } = JSON.parse(input) as RenderInput
  const config = sameConfig(given.config)
  const route = planOnce(url, config)
  const queryClient = renderQueryClient()
  let { status } = route
  // The catalogue's messages the render reads: only those go to the browser.
  const messages = messagesQueryOptions(route.siteLocale.locale.id)
  const messagesKey = JSON.stringify(messages.queryKey)
  const read = new Set<string>()
  let catalogue: LoadedMessages | undefined
  for (const query of route.queries) {
    const key = JSON.stringify(query.options.queryKey)
    const answer = responses.find((response) => JSON.stringify(response.key) === key)
    if (!answer) continue
    const body = answer.status === 200 && typeof answer.body === 'string' ? parseAnswer(key, answer.body) : undefined
    if (body !== null && body !== undefined) {
      let data = query.data ? query.data(body) : body
      if (key === messagesKey) {
        catalogue = data as LoadedMessages
        data = { ...catalogue, messages: recordingReads(catalogue.messages, read) }
      }
      queryClient.setQueryData(query.options.queryKey, data)
      if (query.notFound?.when?.(data)) status = 404
    } else if (answer.status === 404 && query.notFound) {
      queryClient.setQueryData(query.options.queryKey, query.notFound.data)
      status = 404
    }
  }
  // Without its catalogue the page has no text (the i18n provider waits for it): the server
  // sends the app shell instead, and the browser loads the catalogue itself.
  if (route.render && catalogue === undefined) {
    throw new Error(`The ${route.siteLocale.locale.id} catalogue was not answered`)
  }
  await preloadPage(route.route)
  // The page's parts whose code the browser loads after the page starts: rendered here all the same.
  await loadServerParts()

  let head: PageHead | undefined
  const collector = { set: (next: PageHead) => (head = next) }
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <StaticRouter location={url}>
          <App config={config} queryClient={queryClient} />
        </StaticRouter>
      </HeadCollectorContext>
    </StrictMode>,
  )
  if (catalogue) {
    const pageMessages: LoadedMessages = { ...catalogue, messages: pickMessages(catalogue.messages, read), partial: true }
    // Removed first: setting it over the catalogue would compare the two message by message.
    queryClient.removeQueries({ queryKey: messages.queryKey, exact: true })
    queryClient.setQueryData(messages.queryKey, pageMessages)
  }
  const logs = takeLogs()
  return {
    html,
    head: headTags({ head, config, siteLocale: route.siteLocale, status, origin }),
    state: JSON.stringify(dehydrate(queryClient)),
    status,
    lang: route.siteLocale.locale.id,
    ...(route.route.module ? { module: route.route.module } : {}),
    route: route.route.path,
    ...(logs.length ? { logs } : {}),
  }
}

;(globalThis as unknown as { __leasefront: unknown }).__leasefront = { plan, render }
