import { describe, expect, it } from 'vitest'
import { appConfigFixture as config, appConfigWithEnglishOnlySite } from '@/testing/fixtures'
import {
  buildHref,
  findLocale,
  readStoredLocale,
  resolveSiteLocale,
  routePrefixes,
  SELECTED_LOCALE_KEY,
  storeLocale,
  switchLocaleHref,
} from './site-locale'

const resolve = (url: string, stored?: string | null, cfg = config) => {
  const { pathname, search } = new URL(url, 'http://shop.test')
  return resolveSiteLocale(pathname, search, cfg, stored)
}

const summary = (url: string, stored?: string | null, cfg = config) => {
  const r = resolve(url, stored, cfg)
  return { site: r.site.id, locale: r.locale.id, pathname: r.pathname }
}

describe('resolveSiteLocale', () => {
  it('uses the AppConfig defaults when the URL carries nothing', () => {
    expect(summary('/')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/' })
    expect(summary('/cart')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/cart' })
  })

  it.each([
    ['/northwind/es-US/cart', 'northwind', 'es-US', '/cart'],
    ['/nw/es/cart', 'northwind', 'es-US', '/cart'],
    ['/nwp/en-US/product/42', 'northwind-partners', 'en-US', '/product/42'],
    ['/northwind-partners/es/', 'northwind-partners', 'es-US', '/'],
    ['/nw/es-US', 'northwind', 'es-US', '/'],
  ])('reads /{site}/{locale}/path: %s', (url, site, locale, pathname) => {
    expect(summary(url)).toEqual({ site, locale, pathname })
  })

  it.each([
    ['/northwind/cart', 'northwind', '/cart'],
    ['/nw/cart', 'northwind', '/cart'],
    ['/nwp/search', 'northwind-partners', '/search'],
    ['/nwp', 'northwind-partners', '/'],
  ])('reads /{site}/path with the default locale: %s', (url, site, pathname) => {
    expect(summary(url)).toEqual({ site, locale: 'en-US', pathname })
  })

  it.each([
    ['/es/cart', 'es-US', '/cart'],
    ['/es-US/cart', 'es-US', '/cart'],
    ['/en/', 'en-US', '/'],
    ['/en-US', 'en-US', '/'],
  ])('reads /{locale}/path with the default site: %s', (url, locale, pathname) => {
    expect(summary(url)).toEqual({ site: 'northwind', locale, pathname })
  })

  it('matches ids and aliases case-insensitively and keeps them as written', () => {
    const r = resolve('/NW/ES-us/cart')
    expect(r.site.id).toBe('northwind')
    expect(r.locale.id).toBe('es-US')
    expect(r.sitePrefix).toBe('NW')
    expect(r.localePrefix).toBe('ES-us')
  })

  it('reads the ?site=&locale= query variant', () => {
    expect(summary('/cart?site=nwp&locale=es')).toEqual({
      site: 'northwind-partners',
      locale: 'es-US',
      pathname: '/cart',
    })
    const r = resolve('/cart?site=nwp&locale=es&q=tv')
    expect(r.siteQuery).toBe('nwp')
    expect(r.localeQuery).toBe('es')
    expect(r.sitePrefix).toBeUndefined()
    expect(summary('/?locale=es-US')).toEqual({ site: 'northwind', locale: 'es-US', pathname: '/' })
  })

  it('lets the path win over the query', () => {
    expect(summary('/nw/en/cart?site=nwp&locale=es')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/cart' })
    // site in the path, locale only in the query
    expect(summary('/nwp/cart?locale=es')).toEqual({ site: 'northwind-partners', locale: 'es-US', pathname: '/cart' })
  })

  it('does not take unknown sites or locales as prefixes', () => {
    expect(summary('/fr/cart')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/fr/cart' })
    expect(summary('/acme/en/cart')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/acme/en/cart' })
    expect(summary('/nw/fr-FR/cart')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/fr-FR/cart' })
    expect(summary('/cart?site=acme&locale=de')).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/cart' })
    const r = resolve('/cart?site=acme&locale=de')
    expect(r.siteQuery).toBeUndefined()
    expect(r.localeQuery).toBeUndefined()
  })

  it('only accepts a locale the site supports', () => {
    const cfg = appConfigWithEnglishOnlySite
    expect(summary('/nwo/es/cart', null, cfg)).toEqual({ site: 'northwind-outlet', locale: 'en-US', pathname: '/es/cart' })
    expect(summary('/nwo/cart?locale=es', null, cfg)).toEqual({ site: 'northwind-outlet', locale: 'en-US', pathname: '/cart' })
    expect(summary('/nwo/cart', 'es-US', cfg)).toEqual({ site: 'northwind-outlet', locale: 'en-US', pathname: '/cart' })
    expect(findLocale(cfg.sites[2]!, 'es')).toBeUndefined()
  })

  it('falls back to the stored locale (selectedLocale) when the URL carries none', () => {
    expect(summary('/cart', 'es-US').locale).toBe('es-US')
    expect(summary('/en/cart', 'es-US').locale).toBe('en-US')
    expect(summary('/cart', 'xx-XX').locale).toBe('en-US')
  })

  it('never treats a prefixed /callback as the callback', () => {
    const bare = resolve('/callback?code=abc')
    expect(bare.isCallback).toBe(true)
    expect(bare.pathname).toBe('/callback')
    expect(resolve('/callback/').isCallback).toBe(true)
    expect(resolve('/callback?locale=es').locale.id).toBe('es-US')

    for (const url of ['/nw/callback', '/es/callback', '/northwind/es-US/callback']) {
      const r = resolve(url)
      expect(r.isCallback).toBe(false)
      expect(r.pathname).toBe('/callback')
    }
    expect(resolve('/callbacks').isCallback).toBe(false)
  })

  it('works with sites and locales that have no alias', () => {
    const noAlias = {
      ...config,
      sites: [
        {
          id: 'northwind',
          alias: null,
          l10n: {
            ...config.sites[0]!.l10n,
            supportedLocales: [
              { id: 'en-US', alias: null, preferredCurrency: 'USD' },
              { id: 'es-US', preferredCurrency: 'USD' },
            ],
          },
        },
      ],
    }
    expect(summary('/northwind/es-US/cart', null, noAlias)).toEqual({ site: 'northwind', locale: 'es-US', pathname: '/cart' })
    expect(summary('/es/cart', null, noAlias)).toEqual({ site: 'northwind', locale: 'en-US', pathname: '/es/cart' })
    expect(routePrefixes(noAlias).sort()).toEqual(['/en-US', '/es-US', '/northwind', '/northwind/en-US', '/northwind/es-US'])
  })

  it('throws on a configuration without sites', () => {
    expect(() => resolveSiteLocale('/', '', { ...config, sites: [] })).toThrow(/no sites/)
  })
})

describe('buildHref', () => {
  const href = (current: string, to: string) => buildHref(to, resolve(current))

  it('keeps /{site}/{locale} as written', () => {
    expect(href('/northwind/es-US/x', '/cart')).toBe('/northwind/es-US/cart')
    expect(href('/nw/es/x', '/cart?x=1#top')).toBe('/nw/es/cart?x=1#top')
    expect(href('/nw/es/x', '/')).toBe('/nw/es/')
  })

  it('keeps /{site} and /{locale}', () => {
    expect(href('/nwp/x', '/cart')).toBe('/nwp/cart')
    expect(href('/es/x', '/cart')).toBe('/es/cart')
    expect(href('/es-US/', '/search?q=tv')).toBe('/es-US/search?q=tv')
    expect(href('/es/x', '/')).toBe('/es/')
  })

  it('adds nothing when the URL carries nothing', () => {
    expect(href('/x', '/cart')).toBe('/cart')
    expect(href('/', '/')).toBe('/')
  })

  it('keeps the query style', () => {
    expect(href('/x?site=nwp&locale=es&q=1', '/cart')).toBe('/cart?site=nwp&locale=es')
    expect(href('/x?locale=es', '/search?q=tv')).toBe('/search?q=tv&locale=es')
    expect(href('/x?site=nwp&locale=es', '/cart?locale=en')).toBe('/cart?locale=en&site=nwp')
  })

  it('writes every path as the URL parser would, plain or not', () => {
    const paths = [
      '/',
      '/cart',
      '/product/sofas-001',
      '/product/sofa%20bed',
      "/a/b-c_d.e~f!$&'()*+,;=:@",
      '/a//b/',
      '/100%',
      '/.well-known/x',
      '/x/..',
      '/x/./y',
      '/x/%2e%2E/y',
      '/a b',
      '/café',
      '/a"b<c>',
      '/a\\b',
    ]
    for (const path of paths) {
      const parsed = new URL(path, 'http://app.invalid').pathname
      expect(href('/es/x', path)).toBe(`/es${parsed}`)
      expect(href('/x', path)).toBe(parsed)
    }
  })

  it('never prefixes /callback and leaves external, hash and relative hrefs alone', () => {
    expect(href('/nw/es/x', '/callback')).toBe('/callback')
    expect(href('/x?site=nwp', '/callback?code=1')).toBe('/callback?code=1')
    expect(href('/nw/es/x', 'https://example.com/a')).toBe('https://example.com/a')
    expect(href('/nw/es/x', 'mailto:help@example.com')).toBe('mailto:help@example.com')
    expect(href('/nw/es/x', '//cdn.example.com/a')).toBe('//cdn.example.com/a')
    expect(href('/nw/es/x', '#main')).toBe('#main')
    expect(href('/nw/es/x', 'details')).toBe('details')
  })
})

describe('switchLocaleHref', () => {
  const sw = (current: string, localeKey: string) => {
    const url = new URL(current, 'http://shop.test')
    const r = resolve(current)
    const target = findLocale(r.site, localeKey)!
    return switchLocaleHref(r, target, url.search, url.hash)
  }

  it('adds a leading locale segment when the URL carries nothing', () => {
    expect(sw('/', 'es')).toBe('/es-US/')
    expect(sw('/cart?q=1#top', 'es')).toBe('/es-US/cart?q=1#top')
  })

  it('replaces the locale segment, keeping the site as written', () => {
    expect(sw('/es-US/', 'en')).toBe('/en-US/')
    expect(sw('/en/cart', 'es')).toBe('/es-US/cart')
    expect(sw('/nw/en/cart', 'es')).toBe('/nw/es-US/cart')
    expect(sw('/northwind/es-US/', 'en')).toBe('/northwind/en-US/')
  })

  it('inserts the locale after a site segment', () => {
    expect(sw('/northwind/cart', 'es')).toBe('/northwind/es-US/cart')
    expect(sw('/nwp', 'es')).toBe('/nwp/es-US/')
  })

  it('uses the query parameter in the query style', () => {
    expect(sw('/cart?site=nwp&locale=en', 'es')).toBe('/cart?site=nwp&locale=es-US')
    expect(sw('/cart?site=nwp', 'es')).toBe('/cart?site=nwp&locale=es-US')
    expect(sw('/cart?locale=es', 'en')).toBe('/cart?locale=en-US')
    expect(sw('/nwp/cart?locale=en', 'es')).toBe('/nwp/cart?locale=es-US')
  })

  it('never prefixes the callback', () => {
    expect(sw('/callback?code=1', 'es')).toBe('/callback?code=1&locale=es-US')
  })

  it('produces URLs that resolve to the chosen locale on the same site and path', () => {
    for (const current of ['/', '/cart', '/nwp/cart', '/nw/en/cart', '/cart?site=nwp', '/es/x']) {
      for (const key of ['en', 'es']) {
        const before = resolve(current)
        const after = resolve(sw(current, key))
        expect(after.locale.alias).toBe(key)
        expect(after.site.id).toBe(before.site.id)
        expect(after.pathname).toBe(before.pathname)
      }
    }
  })
})

describe('routePrefixes', () => {
  it('lists every site and locale id and alias variant', () => {
    const prefixes = routePrefixes(config)
    for (const p of ['/northwind', '/nw', '/nwp', '/northwind-partners', '/nw/es', '/nw/es-US', '/nwp/en', '/es', '/en-US'])
      expect(prefixes).toContain(p)
    expect(prefixes).toHaveLength(2 * 2 + 2 * 2 * 4 + 4)
    expect(prefixes).not.toContain('/callback')
  })
})

describe('selectedLocale storage', () => {
  it('stores and reads the chosen locale', () => {
    expect(readStoredLocale()).toBeNull()
    storeLocale('es-US')
    expect(window.localStorage.getItem(SELECTED_LOCALE_KEY)).toBe('es-US')
    expect(readStoredLocale()).toBe('es-US')
  })
})
