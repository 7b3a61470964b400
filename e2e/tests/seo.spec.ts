import { expect, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
type Data = Record<string, unknown>

/** The JSON-LD blocks of a page's HTML, parsed (a block that is not JSON fails the story). */
function jsonLd(html: string): Data[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => {
    // No raw `<` in a block: a product's text could otherwise close the script element.
    expect(text).not.toContain('<')
    return JSON.parse(text!) as Data
  })
}

/** Every value of these keys anywhere in the data. */
function values(data: unknown, keys: string[]): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => values(item, keys))
  if (typeof data !== 'object' || data === null) return []
  return Object.entries(data).flatMap(([key, value]) => (keys.includes(key) && typeof value === 'string' ? [value] : values(value, keys)))
}

const PAGES: { path: string; locale: Locale; prefix: string; types: string[] }[] = [
  { path: '/product/sofas-001', locale: 'en-US', prefix: '', types: ['Product', 'BreadcrumbList'] },
  { path: '/es/product/sofas-001', locale: 'es-US', prefix: '/es-US', types: ['Product', 'BreadcrumbList'] },
  { path: '/category/furniture', locale: 'en-US', prefix: '', types: ['BreadcrumbList', 'ItemList'] },
  { path: '/es/category/furniture', locale: 'es-US', prefix: '/es-US', types: ['BreadcrumbList', 'ItemList'] },
  { path: '/search?q=sofa', locale: 'en-US', prefix: '', types: ['BreadcrumbList', 'ItemList'] },
]

for (const { path, locale, prefix, types } of PAGES) {
  test(`${path}: the server's page carries its schema.org JSON-LD, which the browser keeps and refuses nothing of`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text()
    const data = jsonLd(html)
    expect(data.map((block) => block['@type'])).toEqual(types)
    for (const block of data) expect(block['@context']).toBe('https://schema.org')
    // Absolute and on this site; the pages named in the page's locale.
    for (const url of values(data, ['url', 'item'])) expect(url.startsWith(`${baseURL}${prefix}/`), url).toBe(true)
    for (const image of values(data, ['image'])) expect(image.startsWith(`${baseURL}/`), image).toBe(true)

    const product = data.find((block) => block['@type'] === 'Product')
    if (product) {
      const offers = product.offers as Data
      expect(offers).toMatchObject({ price: '547.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
      // The lease of the price, in the page's language, with the figures its lease box shows.
      const description = String(offers.description)
      for (const figure of ['$547.99', '$49.00', '$19.60', '$1,068.58']) expect(description).toContain(figure)
      expect(description).toContain(msg(locale, 'leaseQuote.notOwned'))
    }
    const list = data.find((block) => block['@type'] === 'ItemList')
    if (list) {
      // One entry per product tile the page shows, in its order.
      const items = list.itemListElement as Data[]
      expect(items).toHaveLength(html.match(/<li class="tile[ "]/g)?.length ?? 0)
      expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1))
    }
    const trail = data.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement as Data[]
    if (!product) expect(trail[0]).toMatchObject({ name: msg(locale, 'listing.breadcrumb.home'), item: `${baseURL}${prefix}/` })

    // In the browser (the Content-Security-Policy watched by `test`): hydrated, the head still
    // names the same data.
    await page.goto(path)
    await waitForApp(page)
    const inBrowser = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(inBrowser.map((text) => (JSON.parse(text) as Data)['@type'])).toEqual(types)
  })
}
