/**
 * A page's head: its title and description (and Open Graph type, and whether it is the
 * organization's home page, for JSON-LD). Rendered by the page, it renders nothing itself:
 *
 * - in the browser it keeps `document.title` (and the meta description, when the page has one)
 *   up to date, in an effect;
 * - in the server's render it hands them to the render's HeadCollector, from which the server
 *   bundle writes the head tags (src/server/head.ts). Render stays pure: the collector belongs
 *   to that one render.
 */
import { createContext, use, useEffect } from 'react'

export interface PageHead {
  title: string
  description?: string
  /** Open Graph `og:type`; default `website`. */
  type?: 'website' | 'article'
  /** JSON-LD for the page: `organization` on the home page. */
  jsonLd?: 'organization'
}

export interface HeadCollector {
  set(head: PageHead): void
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null)

export function DocumentHead(head: PageHead) {
  const collector = use(HeadCollectorContext)
  collector?.set(head)
  const { title, description } = head
  useEffect(() => {
    document.title = title
  }, [title])
  useEffect(() => {
    if (description === undefined) return
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [description])
  return null
}
