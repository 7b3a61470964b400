/**
 * The head tags of a server-rendered page, as HTML: the title and the page's head elements
 * (src/lib/page-head.ts, the rule the browser also follows after a client-side navigation).
 * A 404 page is never indexed, whatever page rendered it.
 */
import { PAGE_HEAD_ATTRIBUTE, pageHeadElements, pageTitle, type HeadElement, type HeadInput as PageHeadInput } from '@/lib/page-head'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function elementHtml({ tag, attributes, text }: HeadElement): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')
  const open = `<${tag}${attrs} ${PAGE_HEAD_ATTRIBUTE}>`
  // `<` escaped so no value can close the script element.
  return tag === 'script' ? `${open}${(text ?? '').replace(/</g, '\\u003c')}</script>` : open
}

export interface HeadInput extends PageHeadInput {
  /** The response's status: a 404 is never indexed, whatever page rendered it. */
  status: number
}

export function headTags({ head, config, siteLocale, status, origin }: HeadInput): string {
  const page = status === 404 ? { ...(head ?? { title: config.brand.name }), notFound: true } : head
  const elements = pageHeadElements({ head: page, config, siteLocale, origin })
  return `<title>${escapeHtml(pageTitle(head, config))}</title>${elements.map(elementHtml).join('')}`
}
