/**
 * The head elements of a page, one rule for the server's render and
 * for the browser after a client-side navigation: what the page's DocumentHead gave (title,
 * description, Open Graph type, main image, JSON-LD), and from the URL's site and locale the
 * canonical URL and the hreflang alternates of every locale of the site.
 *
 * Canonical URLs name the locale and site the way the app links them, with full ids, and leave
 * out what the defaults give: the default site's default locale is `/path`, its other locales
 * `/es-US/path`; another site is `/nwp/path` (its default locale) and `/nwp/es-US/path` — so
 * `/es/`, `/northwind/es-US/` and `/?locale=es` all name `/es-US/` as canonical. x-default is
 * the site's default-locale URL. Other query parameters are left out. The server's sitemap
 * follows the same rule (server/src/seo/model/paths.rs).
 *
 * Every element but the title carries `data-page-head`, so the browser can replace the set.
 */
import type { AppConfig, Site, SiteLocale } from '@/api/types'
import { defaultLocale, defaultSite, type SiteLocaleResolution } from './site-locale'

/** What a page says about itself (DocumentHead's props). */
export interface PageHead {
  title: string
  description?: string
  /** Open Graph `og:type`; default `website`. */
  type?: 'website' | 'article'
  /** The page's main image (a product's, a hero): `og:image`, and preloaded at high priority. */
  image?: string
  /** JSON-LD for the page: `organization` on the home page. */
  jsonLd?: 'organization'
  /**
   * More JSON-LD objects (schema.org `Product`, `BreadcrumbList`), each in its own script;
   * `@context` is added. Root-relative `url`/`item`/`image` values are made absolute.
   */
  structuredData?: Record<string, unknown>[]
  /** The not-found page: nothing to index, no other URL to name. */
  notFound?: boolean
}

export const PAGE_HEAD_ATTRIBUTE = 'data-page-head'

export interface HeadElement {
  tag: 'meta' | 'link' | 'script'
  attributes: Record<string, string>
  /** Text content (JSON-LD). */
  text?: string
}

export interface HeadInput {
  head: PageHead | undefined
  config: AppConfig
  siteLocale: SiteLocaleResolution
  /** `https://shop.example` when known (the browser's origin); root-relative URLs without it. */
  origin?: string
}

/** The canonical path of an app path in a site and locale (see above). */
export function localizedPath(config: AppConfig, site: Site, locale: SiteLocale, appPath: string): string {
  const segments: string[] = []
  if (site.id !== defaultSite(config).id) segments.push(site.id)
  if (locale.id !== defaultLocale(site).id) segments.push(locale.id)
  return segments.length ? `/${segments.join('/')}${appPath}` : appPath
}

/** `es-US` → `es_US` (Open Graph's form). */
const ogLocale = (id: string) => id.replace('-', '_')

/** The document title of a page. */
export const pageTitle = (head: PageHead | undefined, config: AppConfig) => head?.title ?? config.brand.name

/** The head elements besides the title, in document order. */
export function pageHeadElements({ head, config, siteLocale, origin = '' }: HeadInput): HeadElement[] {
  const { site, locale, pathname } = siteLocale
  const brand = config.brand.name
  const title = pageTitle(head, config)
  const elements: HeadElement[] = []
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    elements.push({ tag: 'meta', attributes: { [attr]: key, content } })
  const link = (attributes: Record<string, string>) => elements.push({ tag: 'link', attributes })
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url)

  if (head?.description) meta('name', 'description', head.description)
  if (head?.notFound) {
    meta('name', 'robots', 'noindex')
    return elements
  }
  if (head?.image) link({ rel: 'preload', as: 'image', href: head.image, fetchpriority: 'high' })

  const url = (target: SiteLocale) => `${origin}${localizedPath(config, site, target, pathname)}`
  const canonical = url(locale)
  link({ rel: 'canonical', href: canonical })
  for (const alternate of site.l10n.supportedLocales) link({ rel: 'alternate', hreflang: alternate.id, href: url(alternate) })
  link({ rel: 'alternate', hreflang: 'x-default', href: url(defaultLocale(site)) })

  meta('property', 'og:type', head?.type ?? 'website')
  meta('property', 'og:title', title)
  if (head?.description) meta('property', 'og:description', head.description)
  meta('property', 'og:url', canonical)
  if (head?.image) meta('property', 'og:image', absolute(head.image))
  meta('property', 'og:site_name', brand)
  meta('property', 'og:locale', ogLocale(locale.id))
  for (const alternate of site.l10n.supportedLocales) {
    if (alternate.id !== locale.id) meta('property', 'og:locale:alternate', ogLocale(alternate.id))
  }

  if (head?.jsonLd === 'organization') {
    const organization = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: `${origin}${localizedPath(config, site, defaultLocale(site), '/')}`,
    }
    elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(organization) })
  }
  for (const data of head?.structuredData ?? []) {
    const text = JSON.stringify({ '@context': 'https://schema.org', ...data }, (key, value: unknown) =>
      (key === 'url' || key === 'item' || key === 'image') && typeof value === 'string' ? absolute(value) : value,
    )
    elements.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text })
  }
  return elements
}
