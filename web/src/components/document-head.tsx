/**
 * A page's head: its title, description, Open Graph type, main image, JSON-LD (PageHead,
 * src/lib/page-head.ts). Rendered by the page, it renders nothing itself:
 *
 * - in the server's render it hands the head to the render's HeadCollector, from which the
 *   server bundle writes the head tags (src/server/head.ts). Render stays pure: the collector
 *   belongs to that one render;
 * - in the browser, in an effect, it keeps `document.title` and the head elements (canonical,
 *   alternates, Open Graph, JSON-LD, image preload) those of the current page and URL: after a
 *   client-side navigation they name the new page, as the server would have. The rules that
 *   make them (src/lib/page-head.ts) load then: on a page the server rendered they are already
 *   in place, so the first load does not carry them.
 */
import { createContext, use, useEffect } from 'react'
import { useAppConfig } from '@/lib/app-config'
import type { HeadElement, PageHead } from '@/lib/page-head'
import { useSiteLocale } from '@/lib/use-site-locale'

export type { PageHead } from '@/lib/page-head'

export interface HeadCollector {
  set(head: PageHead): void
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null)

function toElement({ tag, attributes, text }: HeadElement, marker: string): Element {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.setAttribute(marker, '')
  if (text !== undefined) element.textContent = text
  return element
}

/** Puts the page's elements in place of the previous page's (leaves them when they are the same). */
function replaceHeadElements(elements: HeadElement[], marker: string) {
  const next = elements.map((element) => toElement(element, marker))
  const current = [...document.head.querySelectorAll(`[${marker}]`)]
  if (current.length === next.length && current.every((element, i) => element.isEqualNode(next[i] ?? null))) return
  current.forEach((element) => element.remove())
  document.head.append(...next)
}

export function DocumentHead(head: PageHead) {
  const collector = use(HeadCollectorContext)
  collector?.set(head)
  const config = useAppConfig()
  const siteLocale = useSiteLocale()
  const { title, description, type, image, jsonLd, notFound, structuredData } = head
  // Compared by content: a page builds its objects anew on every render.
  const structuredText = structuredData ? JSON.stringify(structuredData) : undefined
  useEffect(() => {
    document.title = title
  }, [title])
  useEffect(() => {
    const structured = structuredText ? (JSON.parse(structuredText) as Record<string, unknown>[]) : undefined
    const page: PageHead = { title, description, type, image, jsonLd, notFound, structuredData: structured }
    let current = true
    void import('@/lib/page-head').then(({ pageHeadElements, PAGE_HEAD_ATTRIBUTE }) => {
      if (current)
        replaceHeadElements(pageHeadElements({ head: page, config, siteLocale, origin: window.location.origin }), PAGE_HEAD_ATTRIBUTE)
    })
    return () => {
      current = false
    }
  }, [title, description, type, image, jsonLd, notFound, structuredText, config, siteLocale])
  return null
}
