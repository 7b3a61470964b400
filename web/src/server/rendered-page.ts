/** A rendered page: the server reads each field (server/src/ssr/engine.rs). */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string
  head: string
  /** The dehydrated query cache, as JSON text. */
  state: string
  status: number
  lang: string
  module?: string
  route: string
  logs?: string[]
}
