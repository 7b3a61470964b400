/**
 * The server's render of a product page, a category and the search results carries the page's
 * schema.org JSON-LD: every block parses, is valid by the vocabulary our pages use
 * (src/testing/schema-org.ts), and states what the page shows, in the page's language. The head
 * is the one the Rust server puts into the HTML (src/server/head.ts), so what a search engine
 * reads is what is tested here.
 */
import { http, HttpResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@/api/types'
import { appConfigFixture } from '@/testing/fixtures'
import { hitFixture, hitsFixture, productSearchHandler, resultFixture } from '@/testing/listing-test-data'
import { bedMaster, sofaMaster, tabletItem } from '@/testing/product-fixtures'
import { jsonLdBlocks, schemaOrgErrors } from '@/testing/schema-org'
import { server } from '@/testing/server'

interface Bundle {
  plan(input: string): string
  render(input: string): Promise<{ head: string; status: number; lang: string }>
}

interface Plan {
  requests: { key: unknown; path: string; headers?: Record<string, string> }[]
}

const ORIGIN = 'https://shop.example'

beforeAll(async () => {
  await import('@/entry-server')
})

/** The server's render of `url`, its queries answered by the test server (as the Rust server runs them in-process). */
async function serverRender(url: string) {
  const bundle = (globalThis as unknown as { __leasefront: Bundle }).__leasefront
  const config = appConfigFixture
  const plan = JSON.parse(bundle.plan(JSON.stringify({ url, config }))) as Plan
  const responses = await Promise.all(
    plan.requests.map(async ({ key, path, headers }) => {
      const response = await fetch(new URL(path, window.location.origin), { headers: { accept: 'application/json', ...headers } })
      return { key, status: response.status, body: response.ok ? await response.text() : null }
    }),
  )
  return bundle.render(JSON.stringify({ url, config, responses, origin: ORIGIN }))
}

/** The page's JSON-LD blocks, each checked against the vocabulary; by type. */
async function structuredData(url: string) {
  const page = await serverRender(url)
  expect(page.status).toBe(200)
  const blocks = jsonLdBlocks(page.head)
  for (const block of blocks) expect(schemaOrgErrors(block)).toEqual([])
  const byType = (type: string) => blocks.filter((block) => block['@type'] === type)
  return { page, blocks, byType }
}

function serveProducts(...products: Product[]) {
  server.use(
    http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/products/:id', ({ params }) => {
      const product = products.find((p) => p.id === String(params.id))
      return product ? HttpResponse.json(product) : HttpResponse.json({ title: 'Not Found', detail: 'No such product' }, { status: 404 })
    }),
  )
}

describe('a product page’s JSON-LD, as the server renders it', () => {
  it('a Product whose Offer states the price, the availability and the lease in full (en-US)', async () => {
    serveProducts(sofaMaster)
    const { blocks, byType } = await structuredData('/product/sofas-001')
    expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList'])
    const [product] = byType('Product')
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Harbor Reclining Sofa',
      sku: 'sofas-001',
      productID: 'sofas-001',
      url: `${ORIGIN}/product/sofas-001`,
      image: `${ORIGIN}/images/catalog/sofa/3e4349.svg`,
      brand: { '@type': 'Brand', name: 'Ashford Home' },
      offers: {
        '@type': 'Offer',
        price: '547.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/sofas-001`,
      },
    })
    // The figures the page's lease box shows, exact to the cent.
    expect((product?.offers as Record<string, unknown>).description).toBe(
      'Lease to own for $547.99: $49.00 due today, then 52 weekly payments of $19.60 (the last one $19.98). ' +
        'Total cost to own $1,068.58, $520.59 more than the cash price. 90-day option: own it for $557.99. ' +
        'Payments are shown before sales tax. You won’t own it until all payments are made.',
    )
  })

  it('in Spanish under /es/: the lease in Spanish, the URLs with the locale', async () => {
    serveProducts(sofaMaster)
    const { page, byType } = await structuredData('/es/product/sofas-001')
    expect(page.lang).toBe('es-US')
    const [product] = byType('Product')
    expect(product).toMatchObject({ url: `${ORIGIN}/es-US/product/sofas-001`, offers: { url: `${ORIGIN}/es-US/product/sofas-001` } })
    expect((product?.offers as Record<string, unknown>).description).toBe(
      'Arrendamiento con opción a compra de $547.99: $49.00 a pagar hoy, luego 52 pagos semanales de $19.60 (el último, $19.98). ' +
        'Costo total de propiedad $1,068.58, $520.59 más que el precio de contado. Opción de 90 días: hazlo tuyo por $557.99. ' +
        'Los pagos se muestran antes del impuesto sobre las ventas. No serás dueño hasta hacer todos los pagos.',
    )
    const [breadcrumbs] = byType('BreadcrumbList')
    const crumbs = breadcrumbs?.itemListElement as { item: string }[]
    expect(crumbs.every(({ item }) => item.startsWith(`${ORIGIN}/es-US/`))).toBe(true)
  })

  it('a master with a price range: an AggregateOffer, its lease that of the lowest price', async () => {
    serveProducts(bedMaster)
    const { byType } = await structuredData('/product/beds-001')
    const offers = byType('Product')[0]?.offers as Record<string, unknown>
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '925.99', highPrice: '1259.99', offerCount: 12 })
    expect(offers.description).toMatch(/^Lease to own for \$925\.99: .* Total cost to own \$[\d,]+\.\d\d,/)
  })

  it('a chosen variant out of stock: OutOfStock, and no other price’s lease', async () => {
    serveProducts(bedMaster)
    const { byType } = await structuredData('/product/beds-001?color=gray&size=queen')
    const offers = byType('Product')[0]?.offers as Record<string, unknown>
    expect(offers).toMatchObject({ '@type': 'Offer', price: '1148.99', availability: 'https://schema.org/OutOfStock' })
    expect(offers).not.toHaveProperty('description')
  })

  it('a name with markup cannot close the script: `<` is written \\u003c, and the JSON still reads it', async () => {
    const name = 'Slate </script><script>alert(1)</script> Tablet'
    serveProducts({ ...tabletItem, name })
    const { page, byType } = await structuredData(`/product/${tabletItem.id}`)
    expect(page.head).not.toContain('<script>alert(1)')
    expect(page.head).toContain('\\u003c/script>\\u003cscript>alert(1)')
    expect(byType('Product')[0]?.name).toBe(name)
  })
})

describe('a listing’s JSON-LD, as the server renders it', () => {
  it('a category: the BreadcrumbList from Home, and the ItemList of its products in order (en-US)', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: hitsFixture(3), total: 3 })).handler)
    const { blocks, byType } = await structuredData('/category/living-room')
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList'])
    expect(byType('BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Furniture', item: `${ORIGIN}/category/furniture` },
      { '@type': 'ListItem', position: 3, name: 'Living Room', item: `${ORIGIN}/category/living-room` },
    ])
    expect(byType('ItemList')[0]).toMatchObject({
      numberOfItems: 3,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: `${ORIGIN}/product/product-1`, name: 'Product 1' },
        { '@type': 'ListItem', position: 2, url: `${ORIGIN}/product/product-2`, name: 'Product 2' },
        { '@type': 'ListItem', position: 3, url: `${ORIGIN}/product/product-3`, name: 'Product 3' },
      ],
    })
  })

  it('a category in Spanish, on its second page: Spanish names, localized URLs, positions after the first page', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: hitsFixture(2, 26), total: 27, offset: 25 })).handler)
    const { page, byType } = await structuredData('/es/category/living-room?offset=25')
    expect(page.lang).toBe('es-US')
    const crumbs = byType('BreadcrumbList')[0]?.itemListElement as { name: string; item: string }[]
    expect(crumbs[0]).toMatchObject({ name: 'Inicio', item: `${ORIGIN}/es-US/` })
    expect(crumbs.at(-1)?.item).toBe(`${ORIGIN}/es-US/category/living-room`)
    expect(byType('ItemList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 26, url: `${ORIGIN}/es-US/product/product-26`, name: 'Product 26' },
      { '@type': 'ListItem', position: 27, url: `${ORIGIN}/es-US/product/product-27`, name: 'Product 27' },
    ])
  })

  it('the search results: Home > Search results, and the ItemList of the results', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: [hitFixture()], total: 1, query: 'sofa' })).handler)
    const { blocks, byType } = await structuredData('/search?q=sofa')
    expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'ItemList'])
    expect(byType('BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Search results', item: `${ORIGIN}/search?q=sofa` },
    ])
    expect(byType('ItemList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/product/sofas-001`, name: 'Harbor Reclining Sofa' },
    ])
  })

  it('the search results in Spanish; nothing found: the trail only', async () => {
    server.use(productSearchHandler(() => resultFixture({ hits: [], total: 0, query: 'zzz' })).handler)
    const { blocks } = await structuredData('/es/search?q=zzz')
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${ORIGIN}/es-US/` },
          { '@type': 'ListItem', position: 2, name: 'Resultados de búsqueda', item: `${ORIGIN}/es-US/search?q=zzz` },
        ],
      },
    ])
  })
})
