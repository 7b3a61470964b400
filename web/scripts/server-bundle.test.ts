/**
 * The server bundle (dist/server/entry-server.js, `npm run build`) as the Rust server runs it:
 * evaluated in a new context that has ECMAScript's globals only — no TextEncoder, URL,
 * timers, console, fetch, window, nor Intl (QuickJS has none of them) — then asked for plans
 * and renders with the demo configuration and fixture answers.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RenderedPage } from '../src/server/rendered-page'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundlePath = join(web, 'dist/server/entry-server.js')
const built = existsSync(bundlePath)
if (!built) console.warn('server-bundle.test: dist/server/entry-server.js is not built; run `npm run build` (make web-test does)')

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(web, path), 'utf8'))

interface DemoSite {
  id: string
  alias: string
  defaultLocale: string
  defaultCurrency: string
  locales: { id: string; alias: string; preferredCurrency: string }[]
}
interface Demo {
  organization: { id: string; brandName: string; shortName: string; links: Record<string, string> }
  sites: DemoSite[]
  authClients: { id: string; refreshTokenCookie: boolean }[]
}
const demo = readJson('../demo/northwind.json') as Demo

/** The AppConfig the server makes of the demo data (server/src/sites.rs). */
const demoConfig = {
  organizationId: demo.organization.id,
  brand: { name: demo.organization.brandName, shortName: demo.organization.shortName },
  defaultSiteId: demo.sites[0].id,
  development: false,
  sites: demo.sites.map((site) => ({
    id: site.id,
    alias: site.alias,
    l10n: { defaultLocale: site.defaultLocale, defaultCurrency: site.defaultCurrency, supportedLocales: site.locales },
  })),
  webClientId: demo.authClients.find((client) => client.refreshTokenCookie)!.id,
  links: demo.organization.links,
}

/** A page of the demo content (content/pages/{id}.{locale}.json) as the pages API answers it — a tabbed page at its tabs'
 * slugs too, as the import publishes it; null when there is none. */
function contentPage(id: string, locale: string): unknown {
  if (!/^[a-z0-9-]+$/.test(id)) return null
  const folder = join(web, '../content/pages')
  const read = (file: string) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>
  let page: Record<string, unknown> | undefined
  if (existsSync(join(folder, `${id}.${locale}.json`))) page = read(`${id}.${locale}.json`)
  else {
    page = readdirSync(folder)
      .filter((file) => file.endsWith(`.${locale}.json`))
      .map(read)
      .find((candidate) => candidate.typeId === 'tabbedPage' && JSON.stringify(candidate.regions).includes(`"slug":"${id}"`))
  }
  if (!page) return null
  const served: Record<string, unknown> = { ...page, pageTitle: page.name, pageDescription: page.description }
  delete served.$schema
  return served
}

type Key = (string | number)[]
interface Request {
  key: Key
  path: string
  headers?: Record<string, string>
}
interface Plan {
  status: number
  render: boolean
  requests: Request[]
}
type Rendered = RenderedPage
interface Bundle {
  plan(input: string): string
  render(input: string): Promise<Rendered>
}

/** What the server hands the render for a request: a 200's body as JSON text, as the Rust server does. */
function answer(request: Request, fail: string[] = []): { key: Key; status: number; body: string | null } {
  const { key, status, body } = answerValue(request, fail)
  return { key, status, body: status === 200 ? JSON.stringify(body) : null }
}

/** What the server would answer for a request (fixtures; `fail` answers 500). */
function answerValue({ key }: Request, fail: string[] = []): { key: Key; status: number; body: unknown } {
  const [kind, ...rest] = key
  if (fail.includes(String(kind))) return { key, status: 500, body: null }
  if (kind === 'translations') {
    return { key, status: 200, body: readJson(`public/static/translations/compiled/${rest[0]}.json`) }
  }
  if (kind === 'category' && rest[2] === 'root' && !fail.includes('no-catalog')) {
    const department = (id: string, name: string) => ({
      id,
      name,
      description: '',
      pageTitle: name,
      pageDescription: '',
      parentCategoryTree: [{ id, name }],
      onlineSubCategoriesCount: 0,
    })
    return {
      key,
      status: 200,
      body: {
        ...department('root', 'Shop'),
        parentCategoryTree: [],
        onlineSubCategoriesCount: 2,
        categories: [department('furniture', 'Furniture'), department('appliances', 'Appliances')],
      },
    }
  }
  if (kind === 'custom-preferences') {
    return { key, status: 200, body: { customPreferences: { enableKeycloak: false, enableLegacyCustomerLogin: false } } }
  }
  if (kind === 'experience-page') {
    const [, locale, id] = rest as string[]
    const page = contentPage(id, locale)
    return page ? { key, status: 200, body: page } : { key, status: 404, body: null }
  }
  return { key, status: 404, body: null }
}

/** A message of a catalogue, as text (the source catalogues: translations/{locale}.json). */
const message = (locale: string, id: string): string =>
  (readJson(`translations/${locale}.json`) as Record<string, { defaultMessage: string }>)[id].defaultMessage

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;')

describe.skipIf(!built)('server bundle (dist/server/entry-server.js) in a context without browser or Node globals', () => {
  let bundle: Bundle

  let context: vm.Context

  beforeAll(() => {
    context = vm.createContext({})
    // V8 gives every context Intl, WebAssembly, a console and Error.captureStackTrace; QuickJS has none of them.
    vm.runInContext(
      'delete globalThis.Intl; delete globalThis.WebAssembly; delete globalThis.console; delete Error.captureStackTrace',
      context,
    )
    const missing = vm.runInContext(
      `['TextEncoder', 'URL', 'URLSearchParams', 'setTimeout', 'queueMicrotask', 'MessageChannel', 'console', 'fetch', 'window', 'document', 'process', 'require', 'Intl']
        .filter((name) => typeof globalThis[name] === 'undefined')`,
      context,
    ) as string[]
    expect(missing).toHaveLength(13)
    vm.runInContext(readFileSync(bundlePath, 'utf8'), context, { filename: 'entry-server.js' })
    bundle = vm.runInContext('globalThis.__leasefront', context) as Bundle
  })

  const plan = (url: string): Plan => JSON.parse(bundle.plan(JSON.stringify({ url, config: demoConfig }))) as Plan

  async function render(url: string, fail: string[] = [], origin?: string): Promise<Rendered & { plan: Plan }> {
    const planned = plan(url)
    const responses = planned.requests.map((request) => answer(request, fail))
    const rendered = await bundle.render(JSON.stringify({ url, config: demoConfig, responses, origin }))
    return { ...rendered, plan: planned }
  }

  it("formats numbers, prices and plurals as the browser does (the engine's Intl comes with the bundle)", () => {
    const cases: [string, Intl.NumberFormatOptions | undefined, number][] = [
      ['en-US', undefined, 12345.6],
      ['es-US', undefined, 12345.6],
      ['es-US', undefined, 1234],
      ['en-US', { style: 'currency', currency: 'USD' }, 1299.5],
      ['es-US', { style: 'currency', currency: 'USD' }, 1299.5],
      ['es-US', { style: 'percent' }, 0.25],
    ]
    for (const [locale, options, value] of cases) {
      const server = vm.runInContext(
        `new Intl.NumberFormat(${JSON.stringify(locale)}, ${JSON.stringify(options ?? {})}).format(${value})`,
        context,
      ) as string
      expect(server, `${locale} ${JSON.stringify(options)} ${value}`).toBe(new Intl.NumberFormat(locale, options).format(value))
    }
    expect(vm.runInContext(`[0, 1, 2].map((n) => new Intl.PluralRules('es-US').select(n)).join()`, context)).toBe('other,one,other')
  })

  it('is one classic script: no import or export, no dynamic import, no require', () => {
    const code = readFileSync(bundlePath, 'utf8')
    expect(code).not.toMatch(/\bimport\s*\(/)
    expect(code).not.toMatch(/^\s*(import|export)\s/m)
    expect(code).not.toMatch(/\brequire\(["'`]/)
    expect(typeof bundle.plan).toBe('function')
    expect(typeof bundle.render).toBe('function')
  })

  it('plans the home page: the shell queries with their keys, paths and headers', () => {
    expect(plan('/')).toEqual({
      status: 200,
      render: true,
      requests: [
        {
          key: ['category', 'northwind', 'en-US', 'root', 1],
          path: '/mobify/proxy/api/product/shopper-products/v1/organizations/f_ecom_northwind/categories/root?siteId=northwind&locale=en-US&levels=1',
        },
        { key: ['translations', 'en-US'], path: '/static/translations/compiled/en-US.json' },
        {
          key: [
            'custom-preferences',
            'f_ecom_northwind',
            'northwind',
            'en-US',
            'enableKeycloak,enableLegacyCustomerLogin,excludedStates,promoCategories',
          ],
          path: '/mobify/proxy/api/custom/custom-prefs/v1/organizations/f_ecom_northwind/getcustompreferences?siteId=northwind&locale=en-US&c_prefs=enableKeycloak%2CenableLegacyCustomerLogin%2CexcludedStates%2CpromoCategories',
          headers: { client_id: 'northwind-web' },
        },
        {
          key: ['experience-page', 'northwind', 'en-US', 'footer'],
          path: '/mobify/proxy/api/experience/shopper-experience/v1/organizations/f_ecom_northwind/pages/footer?siteId=northwind&locale=en-US',
        },
      ],
    })
  })

  it('renders the home page in en-US with its head', async () => {
    const page = await render('/')
    expect(page.status).toBe(200)
    expect(page.lang).toBe('en-US')
    expect(page.html).toContain(`>${htmlText(message('en-US', 'home.hero.headline'))}</h1>`)
    expect(page.html).toContain(htmlText(message('en-US', 'home.tiles.heading')))
    expect(page.html).toContain('aria-label="Shop"') // the footer page
    expect(page.html).toContain('© Northwind Lease. All rights reserved.')
    expect(page.html).not.toContain('Leasefront')
    expect(page.head).toContain('<title>Northwind Lease | Lease-to-own shopping with partner retailers</title>')
    expect(page.head).toMatch(
      /<meta name="description" content="Lease furniture, appliances and electronics at partner retailers with Northwind Lease[^"]*" data-page-head>/,
    )
    expect(page.head).toContain('<link rel="canonical" href="/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="en-US" href="/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="es-US" href="/es-US/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="x-default" href="/" data-page-head>')
    expect(page.head).toContain(
      '<meta property="og:title" content="Northwind Lease | Lease-to-own shopping with partner retailers" data-page-head>',
    )
    expect(page.head).toContain('<meta property="og:type" content="website" data-page-head>')
    expect(page.head).toContain(
      '<script type="application/ld+json" data-page-head>{"@context":"https://schema.org","@type":"Organization","name":"Northwind Lease","url":"/"}</script>',
    )
    const state = JSON.parse(page.state) as { queries: { queryKey: Key; state: { status: string } }[] }
    expect(state.queries.map((query) => query.queryKey[0]).sort()).toEqual([
      'category',
      'custom-preferences',
      'experience-page',
      'translations',
    ])
    // The header's category menu is in the HTML.
    expect(page.html).toContain('href="/category/furniture"')
    expect(state.queries.every((query) => query.state.status === 'success')).toBe(true)
    expect(page.logs ?? []).toEqual([])
  })

  it.each(['/es/', '/northwind/es-US/', '/?locale=es-US'])('renders the home page in es-US at %s', async (url) => {
    const page = await render(url)
    expect(page.status).toBe(200)
    expect(page.lang).toBe('es-US')
    expect(page.plan.requests[1]).toEqual({ key: ['translations', 'es-US'], path: '/static/translations/compiled/es-US.json' })
    expect(page.html).toContain(`>${htmlText(message('es-US', 'home.hero.headline'))}</h1>`)
    expect(page.html).toContain(htmlText(message('es-US', 'home.tiles.heading')))
    expect(page.html).toContain('Español')
    expect(page.html).toContain('English')
    expect(page.head).toContain(
      `<title>${htmlText(message('es-US', 'home.documentTitle').replace('{brandName}', 'Northwind Lease'))}</title>`,
    )
    expect(page.head).toContain(
      `<meta name="description" content="${message('es-US', 'home.metaDescription').replace('{brandName}', 'Northwind Lease')}" data-page-head>`,
    )
    expect(page.head).toContain('<link rel="canonical" href="/es-US/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="en-US" href="/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="es-US" href="/es-US/" data-page-head>')
    expect(page.head).toContain('<meta property="og:locale" content="es_US" data-page-head>')
  })

  it("names the page's module, whose chunk the client build's manifest knows", async () => {
    const manifest = readJson('dist/.vite/manifest.json') as Record<string, { file: string; isDynamicEntry?: boolean }>
    for (const [url, module] of [
      ['/', 'src/app/routes/home.tsx'],
      ['/es-US/login', 'src/app/routes/login.tsx'],
      ['/nope/deeper', 'src/app/routes/not-found.tsx'],
    ]) {
      const page = await render(url)
      expect(page.module).toBe(module)
      expect(manifest[module]?.isDynamicEntry).toBe(true)
    }
  })

  it('makes the head URLs absolute with the origin it is given', async () => {
    const page = await render('/es/', [], 'https://shop.example')
    expect(page.head).toContain('<link rel="canonical" href="https://shop.example/es-US/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="en-US" href="https://shop.example/" data-page-head>')
    expect(page.head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/" data-page-head>')
    expect(page.head).toContain('<meta property="og:url" content="https://shop.example/es-US/" data-page-head>')
    expect(page.head).toContain('"url":"https://shop.example/"')
  })

  it('renders a content page of regions, in both locales, with its title and description', async () => {
    const en = await render('/how-it-works')
    expect(en.plan.requests.at(-1)).toEqual({
      key: ['experience-page', 'northwind', 'en-US', 'how-it-works'],
      path: '/mobify/proxy/api/experience/shopper-experience/v1/organizations/f_ecom_northwind/pages/how-it-works?siteId=northwind&locale=en-US',
    })
    expect(en.status).toBe(200)
    expect(en.html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(en.html).toMatch(/<h1 id="content-page-title"[^>]*>How it works<\/h1>/)
    expect(en.html).toContain('1. Apply in minutes')
    expect(en.head).toContain('<title>How it works | Northwind Lease</title>')
    expect(en.head).toMatch(/<meta name="description" content="How lease-to-own with Northwind Lease works[^"]*" data-page-head>/)
    expect(en.head).toContain('<meta property="og:type" content="article" data-page-head>')
    expect(en.head).toContain('<link rel="canonical" href="/how-it-works" data-page-head>')
    expect(en.head).toContain('<link rel="alternate" hreflang="es-US" href="/es-US/how-it-works" data-page-head>')

    const es = await render('/nwp/es/how-it-works')
    expect(es.html).toMatch(/<h1 id="content-page-title"[^>]*>Cómo funciona<\/h1>/)
    expect(es.head).toContain('<title>Cómo funciona | Northwind Lease</title>')
    expect(es.head).toContain('<link rel="canonical" href="/northwind-partners/es-US/how-it-works" data-page-head>')
    expect(es.head).toContain('<link rel="alternate" hreflang="x-default" href="/northwind-partners/how-it-works" data-page-head>')
  })

  it('renders a tabbed page at a tab’s address with that tab shown', async () => {
    const es = await render('/es/paymentinformation')
    expect(es.status).toBe(200)
    expect(es.html).toMatch(/<h1 id="content-page-title"[^>]*>Información sobre arrendamiento<\/h1>/)
    expect(es.html).toMatch(/<button[^>]*aria-selected="true"[^>]*>Información de pagos<\/button>/)
    expect(es.logs ?? []).toEqual([])
  })

  it('answers 404 with the not-found page for a fragment of the shell, a post at another type’s address, or no page', async () => {
    for (const url of ['/footer', '/news/budgeting-with-your-pay-schedule', '/blog/partners-pass-forty', '/partners-pass-forty']) {
      const page = await render(url)
      expect(page.html, url).toContain('id="not-found-title"')
      expect(page.status, url).toBe(404)
    }
    const post = await render('/blog/budgeting-with-your-pay-schedule')
    expect(post.html).not.toContain('id="not-found-title"')
    expect(post.status).toBe(200)
    const none = await render('/nope-no-page')
    expect(none.status).toBe(404)
    expect(none.html).toContain('id="not-found-title"')
  })

  it('rejects a render without the catalogue (the server sends the app shell)', async () => {
    await expect(render('/es/', ['translations'])).rejects.toThrow(/es-US catalogue/)
  })

  it('answers the shell for signed-in-only and callback pages', () => {
    for (const url of [
      '/dashboard',
      '/es/dashboard',
      '/callback?code=x',
      '/idpcallback?code=x',
      '/magic-link?token=x',
      '/reset-password?token=t&email=e',
    ]) {
      expect(plan(url), url).toEqual({ status: 200, render: false, requests: [] })
    }
  })

  it('answers 404 with the not-found page for an unknown path', async () => {
    expect(plan('/a/b/c').status).toBe(404)
    for (const url of ['/no-such-page', '/a/b/c', '/es/no-such-page']) {
      const page = await render(url)
      expect(page.status, url).toBe(404)
      const locale = url.startsWith('/es/') ? 'es-US' : 'en-US'
      expect(page.html).toContain(htmlText(message(locale, 'notFound.title')))
      expect(page.head).toContain('<meta name="robots" content="noindex" data-page-head>')
      expect(page.head).not.toContain('canonical')
    }
  })

  it('renders the public auth pages', async () => {
    for (const [url, title] of [
      ['/login', 'Sign In | Northwind Lease'],
      ['/registration', 'Create Account | Northwind Lease'],
      ['/reset-password', 'Reset Password | Northwind Lease'],
      ['/customer-login', message('en-US', 'customerLogin.documentTitle').replace('{brandName}', 'Northwind Lease')],
    ] as const) {
      const page = await render(url)
      expect(page.status, url).toBe(200)
      expect(page.head, url).toContain(`<title>${htmlText(title)}</title>`)
      expect(page.html, url).toContain('<form')
    }
  })

  it('still renders the page when a query failed, leaving it for the client', async () => {
    const page = await render('/es/', ['experience-page', 'custom-preferences'])
    expect(page.status).toBe(200)
    expect(page.html).toContain(`>${htmlText(message('es-US', 'home.hero.headline'))}</h1>`)
    expect(page.html).not.toContain('aria-label="Shop"')
    const state = JSON.parse(page.state) as { queries: { queryKey: Key }[] }
    expect(state.queries.map((query) => query.queryKey[0])).toEqual(['category', 'translations'])
  })

  it('without a catalog every page is still itself (the menu is just empty), not a 404', async () => {
    const page = await render('/', ['no-catalog'])
    expect(page.status).toBe(200)
    expect(page.html).toContain(`>${htmlText(message('en-US', 'home.hero.headline'))}</h1>`)
    expect(page.html).not.toContain('href="/category/')
  })
})
