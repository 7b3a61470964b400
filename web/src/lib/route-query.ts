/**
 * What a route names so the server can render it with its data ("each route names
 * the queries it needs"): a query's options, exactly as the page's hook uses them (so the key
 * is one), and the request on our own origin that answers it. Each endpoint file exports its
 * RouteQuery next to its queryOptions, so key and path come from one place.
 *
 * The server runs the requests in-process and hands the answers to the server bundle
 * (src/entry-server.tsx), which seeds the query cache with them before rendering.
 */
import type { QueryKey } from '@tanstack/react-query'

export interface RouteRequest {
  /** Path and query on our origin, as the client sends it: `/mobify/proxy/…?siteId=…`. */
  path: string
  /** Plain request headers (e.g. `client_id`); never credentials. */
  headers?: Record<string, string>
}

export interface RouteQuery {
  /** The query's options (its key above all), as the page's hook uses them. */
  options: { queryKey: QueryKey }
  request: RouteRequest
  /** The query's data from a 200 answer's body, when it is not the body itself. */
  data?: (body: unknown) => unknown
  /**
   * When set, a 404 answer is an answer: the query's data is `notFound.data` and the page
   * answers 404 (e.g. a content page that does not exist). Otherwise a failed answer leaves the
   * query empty, and the client fetches it after hydration.
   */
  notFound?: {
    data: unknown
    /** A 200 answer that still means "not here" (a page of another kind): the page answers 404. */
    when?: (data: unknown) => boolean
  }
}
