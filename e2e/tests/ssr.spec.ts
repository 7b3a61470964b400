import { gzipSync } from 'node:zlib'
import { LISTING_PAGE_GZIP_BUDGET, stateBudget } from '../../web/src/app/state-budgets'
import { expect, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
// Public routes in both locales (every site/locale prefix variant for the home page);
// the heading is a message id, or the text of a content page (demo/northwind.json).
const PUBLIC: { path: string; locale: Locale; heading: string | { text: string } }[] = [
  { path: '/', locale: 'en-US', heading: 'home.hero.headline' },
  { path: '/es/', locale: 'es-US', heading: 'home.hero.headline' },
  { path: '/northwind/es-US/', locale: 'es-US', heading: 'home.hero.headline' },
  { path: '/nw/es/', locale: 'es-US', heading: 'home.hero.headline' },
  { path: '/?site=northwind&locale=es-US', locale: 'es-US', heading: 'home.hero.headline' },
  { path: '/northwind-partners/', locale: 'en-US', heading: 'home.hero.headline' },
  { path: '/how-it-works', locale: 'en-US', heading: { text: 'How it works' } },
  { path: '/es-US/how-it-works', locale: 'es-US', heading: { text: 'Cómo funciona' } },
  // A page made of regions (content/pages): a news post.
  { path: '/news/partners-pass-forty', locale: 'en-US', heading: { text: 'Northwind Lease passes 40 retail partners' } },
  { path: '/es/news/partners-pass-forty', locale: 'es-US', heading: { text: 'Northwind Lease supera las 40 tiendas asociadas' } },
  { path: '/login', locale: 'en-US', heading: 'auth.login.title' },
  { path: '/es/login', locale: 'es-US', heading: 'auth.login.title' },
  { path: '/registration', locale: 'en-US', heading: 'auth.register.title' },
  { path: '/es/registration', locale: 'es-US', heading: 'auth.register.title' },
  { path: '/reset-password', locale: 'en-US', heading: 'auth.reset.title' },
  { path: '/es/reset-password', locale: 'es-US', heading: 'auth.reset.title' },
  { path: '/customer-login', locale: 'en-US', heading: 'customerLogin.title' },
  { path: '/es/customer-login', locale: 'es-US', heading: 'customerLogin.title' },
  // The catalog (demo/catalog.json): a listing, search results, a product, in both locales.
  { path: '/category/furniture', locale: 'en-US', heading: { text: 'Furniture' } },
  { path: '/es/category/furniture', locale: 'es-US', heading: { text: 'Muebles' } },
  { path: '/category/sofas?sort=price-low-to-high&limit=50', locale: 'en-US', heading: { text: 'Sofas' } },
  { path: '/search?q=sofa', locale: 'en-US', heading: { text: 'Results for “sofa”' } },
  { path: '/es/search?q=sofa', locale: 'es-US', heading: { text: 'Resultados para “sofa”' } },
  { path: '/product/sofas-001', locale: 'en-US', heading: { text: 'Harbor Reclining Sofa' } },
  { path: '/es/product/sofas-001', locale: 'es-US', heading: { text: 'Sofá reclinable Harbor' } },
  { path: '/product/harbor-living-room-set', locale: 'en-US', heading: { text: 'Harbor Reclining Living Room Set' } },
  { path: '/marketplace', locale: 'en-US', heading: 'marketplace.heading' },
  { path: '/es/find-a-store', locale: 'es-US', heading: 'marketplace.findStore.heading' },
  { path: '/shop-online?category=furniture', locale: 'en-US', heading: 'marketplace.shopOnline.heading' },
  // The store locator, with Germany 10178's first stores (demo/stores.json).
  { path: '/store-locator', locale: 'en-US', heading: 'storeLocator.heading' },
  { path: '/es/store-locator', locale: 'es-US', heading: 'storeLocator.heading' },
]

const headingText = (locale: Locale, heading: string | { text: string }) =>
  typeof heading === 'string' ? msg(locale, heading) : heading.text

// React reports a hydration mismatch with these (production builds use the numbered errors).
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i

for (const { path, locale, heading } of PUBLIC) {
  test(`${path} comes rendered from the server and hydrates without warnings`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    expect(html).toMatch(/<div id="root" data-ssr="[^"]+">/)
    const text = headingText(locale, heading)
    expect(html).toContain(text.replace(/'/g, '&#x27;'))
    expect(html).toContain(`<html lang="${locale}"`)

    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text())
    })
    page.on('pageerror', (e) => warnings.push(e.message))
    const translations: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/static/translations/')) translations.push(r.url())
    })
    const catalogue = [`/static/translations/compiled/${locale}.json`]
    const catalogueLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === catalogue[0])
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
    // Hydration has run once the app marks the document; React reports a mismatch while it runs.
    await waitForApp(page)
    expect(warnings.filter((w) => HYDRATION.test(w))).toEqual([])
    // The page's own messages came with it; the whole catalogue of its locale follows once,
    // after hydration, for what the visitor opens next (when the browser is idle: on a busy
    // machine that can come after the network first went quiet).
    await expect.poll(() => translations.map((url) => new URL(url).pathname), { timeout: 15_000 }).toEqual(catalogue)
    // Loaded, it is not asked for again (nor was anything more reported while it came).
    await catalogueLoaded
    expect(translations.map((url) => new URL(url).pathname)).toEqual(catalogue)
    expect(warnings.filter((w) => HYDRATION.test(w))).toEqual([])
  })
}

// Each rendered route's largest page in the demo data: its state stays within its route's budget.
const BUDGETED = [
  '/',
  '/es/',
  '/category/furniture?limit=100',
  '/es/category/furniture?limit=100',
  '/search?q=sofa&limit=100',
  '/product/harbor-living-room-set',
  '/es/product/sofas-001',
  '/how-it-works',
  '/en/californiaprivacypolicy',
  '/privacy-policy',
  '/news',
  '/no-such-page',
  '/login',
  '/registration',
  '/customer-login',
  '/marketplace?featured=true',
  '/es/shop-online',
]

test('each rendered page sends no more state than its route allows', async ({ request }) => {
  for (const path of BUDGETED) {
    const html = await (await request.get(path)).text()
    const route = /<div id="root" data-ssr="([^"]+)">/.exec(html)?.[1]
    const state = /<script id="ssr-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
    expect(route, path).toBeDefined()
    expect(state, path).toBeDefined()
    expect.soft(Buffer.byteLength(state!), `${path} (${route})`).toBeLessThanOrEqual(stateBudget(route!))
  }
})

test('a listing of 50 tiles weighs at most its budget, compressed', async ({ request }) => {
  const html = await (await request.get('/category/furniture?limit=50')).text()
  expect(html.match(/<li class="tile[ "]/g)).toHaveLength(50)
  expect(gzipSync(html).length).toBeLessThanOrEqual(LISTING_PAGE_GZIP_BUDGET)
})

test('pages are readable with JavaScript off: heading, links and footer content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'home.hero.headline'))
  await expect(page.getByRole('contentinfo')).toContainText('Northwind Lease ofrece contratos de arrendamiento')
  expect(await page.getByRole('link').count()).toBeGreaterThan(5)
  await expect(page).toHaveTitle(/Northwind Lease/)
  await context.close()
})

test('an unknown path answers 404 with the not-found page; private pages are the shell', async ({ request }) => {
  const missing = await request.get('/this/page/does-not-exist')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain(msg('en-US', 'notFound.title'))

  const dashboard = await request.get('/dashboard')
  expect(dashboard.status()).toBe(200)
  const html = await dashboard.text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toContain('data-ssr')
})

test('robots.txt and sitemap.xml are served, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('xml')
  expect(await sitemap.text()).toContain('<sitemapindex')
})

test('a listing is styled from its first paint: its own stylesheets come in the page, and stay when the shopper moves on', async ({
  browser,
}) => {
  const stylesheets: string[] = []
  // Without JavaScript the page is exactly what the server sent.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const page = await plain.newPage()
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname)
  })
  await page.goto('/category/sofas')
  const tile = page.locator('li.tile').first()
  await expect(tile).toHaveCSS('display', 'flex')
  await expect(tile).toHaveCSS('border-top-width', '1px')
  expect(stylesheets).toEqual([])
  await plain.close()

  // With it, the app loads the listing's code without asking for those stylesheets again, and the
  // listing is still styled when the shopper comes back to it from a product.
  const context = await browser.newContext()
  const app = await context.newPage()
  app.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname)
  })
  await app.goto('/category/sofas')
  // The app has started: the click below is the app's navigation, not a new page load.
  await waitForApp(app)
  await app.getByRole('link', { name: 'Harbor Reclining Sofa' }).first().click()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Harbor Reclining Sofa')
  await app.goBack()
  await expect(app.locator('li.tile').first()).toHaveCSS('border-top-width', '1px')
  expect(stylesheets.filter((path) => /product-listing|badge/.test(path))).toEqual([])
  await context.close()
})
