/**
 * The head tags of a server-rendered page (issue 7 "Head and SEO"): what the page's
 * DocumentHead gave (title, description, Open Graph type, JSON-LD), and from the URL's site and
 * locale the canonical URL and the hreflang alternates of every locale of the site.
 *
 * Canonical URLs name the locale and site the way the app links them, with full ids, and leave
 * out what the defaults give: the default site's default locale is `/path`, its other locales
 * `/es-US/path`; another site is `/nwp/path` (its default locale) and `/nwp/es-US/path` — so
 * `/es/`, `/northwind/es-US/` and `/?locale=es` all name `/es-US/` as canonical. x-default is
 * the site's default-locale URL. Other query parameters are left out.
 */
import type { AppConfig, Site, SiteLocale } from '@/api/types'
import type { PageHead } from '@/components/document-head'
import { defaultLocale, defaultSite, type SiteLocaleResolution } from '@/lib/site-locale'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The canonical path of an app path in a site and locale (see above). */
export function localizedPath(config: AppConfig, site: Site, locale: SiteLocale, appPath: string): string {
  const segments: string[] = []
  if (site.id !== defaultSite(config).id) segments.push(site.id)
  if (locale.id !== defaultLocale(site).id) segments.push(locale.id)
  return segments.length ? `/${segments.join('/')}${appPath}` : appPath
}

/** `es-US` → `es_US` (Open Graph's form). */
const ogLocale = (id: string) => id.replace('-', '_')

export interface HeadInput {
  head: PageHead | undefined
  config: AppConfig
  siteLocale: SiteLocaleResolution
  status: number
  /** `https://shop.example` when the host knows it; the URLs are root-relative without it. */
  origin?: string
}

export function headTags({ head, config, siteLocale, status, origin = '' }: HeadInput): string {
  const { site, locale, pathname } = siteLocale
  const brand = config.brand.name
  const title = head?.title ?? brand
  const tags = [`<title>${escapeHtml(title)}</title>`]
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}">`)
  if (head?.description) meta('name', 'description', head.description)
  if (status === 404) {
    // Nothing to index, and no other URL to name.
    meta('name', 'robots', 'noindex')
    return tags.join('')
  }

  const url = (target: SiteLocale) => `${origin}${localizedPath(config, site, target, pathname)}`
  const canonical = url(locale)
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`)
  for (const alternate of site.l10n.supportedLocales) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.id)}" href="${escapeHtml(url(alternate))}">`)
  }
  tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(defaultLocale(site)))}">`)

  meta('property', 'og:type', head?.type ?? 'website')
  meta('property', 'og:title', title)
  if (head?.description) meta('property', 'og:description', head.description)
  meta('property', 'og:url', canonical)
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
    // `<` escaped so no value can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(organization).replace(/</g, '\\u003c')}</script>`)
  }
  return tags.join('')
}
