import type { Page } from '@playwright/test'
import { chooseCookies, contentFile, expect, expectNoAxeViolations, msg, signIn, test, waitForApp } from './support'

const footerEn = 'Northwind Lease offers lease-to-own agreements'
const footerEs = 'Northwind Lease ofrece contratos de arrendamiento'

test('home in en-US shows the shell, the hero and the footer content @phone', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))
  await expect(
    page.getByRole('banner').getByRole('link', { name: msg('en-US', 'header.homeLink', { brandName: 'Northwind Lease' }) }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  await expectNoAxeViolations(page)
})

for (const path of ['/northwind/es-US/', '/es/', '/nw/es/', '/?site=northwind&locale=es-US']) {
  test(`home in es-US at ${path} @phone`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'home.hero.headline'))
    await expect(page.getByRole('contentinfo')).toContainText(footerEs)
    await expectNoAxeViolations(page)
  })
}

test('a site prefix alone keeps the default locale', async ({ page }) => {
  await page.goto('/northwind/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))
})

test('the locale switch changes language and links keep the prefix', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  const switcher = page.getByRole('group', { name: msg('en-US', 'localeSwitch.label') })
  await switcher.getByRole('link', { name: /español/i }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'home.hero.headline'))
  await expect(page.getByRole('contentinfo')).toContainText(footerEs)
  // Every same-site link in the Spanish page keeps the Spanish prefix.
  const prefix = new URL(page.url()).pathname.replace(/\/$/, '')
  expect(prefix).toMatch(/es/)
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs.filter((h) => h.startsWith('/'))) expect(href.startsWith(`${prefix}/`)).toBe(true)
})

test('the skip link is the first stop and moves focus to the main region', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: msg('en-US', 'shell.skipToContent') })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('an unknown path shows the page-not-found screen in either language', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'notFound.title'))
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: msg('en-US', 'notFound.homeLink') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))

  await page.goto('/es/no-existe/para-nada')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'notFound.title'))
})

test('the refer-a-friend terms page shows the referral footer instead', async ({ page }) => {
  await page.goto('/referafriendprogramterms')
  await expect(page.getByRole('contentinfo')).toContainText('Refer-a-Friend Program terms')
  await expect(page.getByRole('contentinfo')).not.toContainText(footerEn)
})

test('API paths answer JSON, never the app', async ({ request }) => {
  const res = await request.get('/mobify/proxy/api/custom/nothing-here/v1/x')
  expect(res.status()).toBe(404)
  expect(res.headers()['content-type']).toContain('application/json')
})

test('the header’s site menu links to Shop, For retailers and Get the app, and a referral path hides it @phone', async ({
  page,
  isMobile,
}) => {
  const shop = msg('es-US', 'siteMenu.shop')
  await page.goto('/es/category/furniture')
  await waitForApp(page)
  if (isMobile) await page.getByRole('button', { name: msg('es-US', 'categoryMenu.open') }).click()
  const menu = page.getByRole('navigation', { name: msg('es-US', 'siteMenu.label') })
  await expect(menu.getByRole('link')).toHaveText([shop, msg('es-US', 'siteMenu.retailers'), msg('es-US', 'siteMenu.getApp')])
  await menu.getByRole('link', { name: msg('es-US', 'siteMenu.getApp') }).click()
  await expect(page).toHaveURL(/\/es\/mobile-app$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFile('mobile-app', 'es-US').name)
  await expectNoAxeViolations(page)

  for (const path of ['/marketplace/referral', '/shop-online', '/find-a-store']) {
    await page.goto(path)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (isMobile) {
      await page.getByRole('button', { name: msg('en-US', 'categoryMenu.open') }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    }
    await expect(page.getByRole('navigation', { name: msg('en-US', 'siteMenu.label') })).toHaveCount(0)
  }
})

test('a link to the credit-application site says we are leaving, then goes there after 3 s with the tracking parameters @phone', async ({
  page,
  context,
}) => {
  const arrived: string[] = []
  await context.route('https://apply.northwind-credit.example/**', async (route) => {
    arrived.push(route.request().url())
    await route.fulfill({ contentType: 'text/html', body: '<title>Northwind Credit</title><h1>Northwind Credit application</h1>' })
  })
  // A visitor who allows campaign tracking (without it the page removes tracking cookies).
  await chooseCookies(page, { performance: true, marketing: true })
  await context.addCookies([{ name: 'utm_source', value: 'email', url: 'http://127.0.0.1' }])
  // The page's clock runs as usual; the story moves it on by hand to show that nobody leaves.
  await page.clock.install()
  // The window's watcher loads once the page has started (a click before that leaves at once):
  // it comes with the shell's later code, which draws the offline banner's live region.
  await page.goto('/es/credit')
  await waitForApp(page)
  await expect(page.getByTestId('offline-banner')).toBeAttached()
  const link = page.getByRole('link', { name: 'Solicitar con Northwind Credit' })

  // Stay: the window closes, focus is back on the link, and nobody leaves.
  await link.click()
  const dialog = page.getByRole('dialog', { name: msg('es-US', 'exitRedirect.title') })
  // (Its axe check is the component test's: on a busy machine axe can outlast the window's 3 s.)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: msg('es-US', 'exitRedirect.stay', { brandName: 'Northwind Lease' }) }).click()
  await expect(dialog).toBeHidden()
  await expect(link).toBeFocused()
  await page.clock.runFor(3500)
  expect(arrived).toEqual([])

  // Otherwise the browser goes, three seconds later, with the visitor's campaign.
  const clicked = Date.now()
  await link.click()
  await expect(dialog).toBeVisible()
  await page.waitForURL(/apply\.northwind-credit\.example/)
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(3000)
  const url = new URL(arrived[0])
  expect(url.pathname).toBe('/start')
  // The campaign, and the visitor id and source the visit was given.
  expect(Object.fromEntries(url.searchParams)).toEqual({
    offer: 'store-card',
    utm_source: 'email',
    davuid: expect.stringMatching(/^\d{16}$/) as string,
    dasrc: 'web',
  })
  // One departure, the second click's: the first window's stay let nobody go.
  expect(arrived).toHaveLength(1)
})

test('a promo named as a category moves to promo=, and the marketplace shows it', async ({ page }) => {
  await page.goto('/marketplace?category=raf-promo&utm_source=email')
  await expect(page).toHaveURL(/\/marketplace\?utm_source=email&promo=raf-promo$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Share the love, get $25' })).toBeVisible()
  // Back does not return to the old link.
  await page.goBack()
  await expect(page).not.toHaveURL(/category=raf-promo/)
})

const BRAND = { brandName: 'Northwind Lease' }
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const HOMES = [
  { locale: 'en-US', prefix: '' },
  { locale: 'es-US', prefix: '/es' },
] as const

const appBanner = (page: Page, locale: 'en-US' | 'es-US') => page.getByRole('region', { name: msg(locale, 'smartAppBanner.label', BRAND) })

/**
 * Once the shell's code that runs after the page starts has loaded (the banner is drawn by it):
 * before that, a banner that is not there proves nothing.
 */
async function afterStart(page: Page) {
  await waitForApp(page)
  // The offline banner's live region is drawn by the same code, in the same render.
  await expect(page.getByTestId('offline-banner')).toBeAttached()
}

test.describe('the smart app banner on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } })

  for (const { locale, prefix } of HOMES) {
    test(`the home page offers the app; closed, it stays closed after a reload (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/`)
      const banner = appBanner(page, locale)
      await expect(banner).toBeVisible()
      // Before the cookie choice, the cookie bar holds the bottom of the screen and the banner
      // sits right above it; neither covers the other.
      const cookieBar = page.getByRole('region', { name: msg(locale, 'consent.banner.title') })
      const barBox = await cookieBar.boundingBox()
      const above = await banner.boundingBox()
      expect(Math.round((above?.y ?? 0) + (above?.height ?? 0))).toBe(Math.round(barBox?.y ?? -1))
      await cookieBar.getByRole('button').first().click()
      await expect(cookieBar).toHaveCount(0)
      await expect(banner).toContainText('Northwind Lease')
      await expect(banner).toContainText(msg(locale, 'smartAppBanner.ios'))
      const view = banner.getByRole('link', { name: msg(locale, 'smartAppBanner.viewLabel', BRAND) })
      await expect(view).toHaveText(msg(locale, 'smartAppBanner.view'))
      // No store link in the demo configuration: the site's own Get the app page.
      await expect(view).toHaveAttribute('href', `${prefix}/mobile-app`)
      // It sits at the bottom of the screen, over the page.
      const box = await banner.boundingBox()
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
      await expectNoAxeViolations(page)

      await banner.getByRole('button', { name: msg(locale, 'smartAppBanner.close') }).click()
      await expect(banner).toHaveCount(0)
      expect(await page.evaluate(() => window.localStorage.getItem('smartAppBannerDismissed'))).toBe('true')

      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'home.hero.headline'))
      await afterStart(page)
      await expect(banner).toHaveCount(0)
    })

    test(`View goes to the Get the app page, where the banner is not shown (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/`)
      const banner = appBanner(page, locale)
      await banner.getByRole('link', { name: msg(locale, 'smartAppBanner.viewLabel', BRAND) }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/mobile-app$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFile('mobile-app', locale).name)
      await expect(banner).toHaveCount(0)
    })
  }

  test('no other page shows it', async ({ page }) => {
    for (const path of ['/category/furniture', '/es/how-it-works', '/marketplace']) {
      await page.goto(path)
      await afterStart(page)
      await expect(page.getByTestId('smart-app-banner')).toHaveCount(0)
    }
  })

  test('an iPhone at 768 px or wider is not offered it', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.goto('/')
    await afterStart(page)
    await expect(appBanner(page, 'en-US')).toHaveCount(0)
  })
})

// The phone project is an Android phone (Pixel 7): offered the app from Google Play. A desktop
// browser is not offered it.
for (const { locale, prefix } of HOMES) {
  test(`the home page offers Android phones the app, and desktops nothing (${locale}) @phone`, async ({ page, isMobile }) => {
    await page.goto(`${prefix}/`)
    const banner = appBanner(page, locale)
    if (isMobile) {
      await expect(banner).toBeVisible()
      await expect(banner).toContainText(msg(locale, 'smartAppBanner.android'))
      await expectNoAxeViolations(page)
    } else {
      await afterStart(page)
      await expect(banner).toHaveCount(0)
    }
  })
}

test.describe('the Menu drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { locale, prefix } of HOMES) {
    test(`opens, is walked and closes by keyboard (${locale})${locale === 'en-US' ? ' @phone' : ''}`, async ({ page }) => {
      const [furniture, livingRoom] = locale === 'en-US' ? ['Furniture', 'Living Room'] : ['Muebles', 'Sala']
      await page.goto(`${prefix}/support`)
      await waitForApp(page)
      // The skip link, then the Menu button.
      const menu = page.getByRole('button', { name: msg(locale, 'categoryMenu.open'), exact: true })
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(menu).toBeFocused()

      // Escape closes it, and focus is back on Menu.
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog', { name: msg(locale, 'categoryMenu.nav') })
      await expect(drawer).toBeVisible()
      await expect(drawer.getByRole('button', { name: msg(locale, 'categoryMenu.close') })).toBeFocused()
      await expect(drawer.getByRole('navigation', { name: msg(locale, 'siteMenu.label') })).toBeVisible()
      // The login menu's items for a visitor, at the end.
      const account = drawer.getByRole('navigation', { name: msg(locale, 'loginMenu.account') })
      await expect(account.getByRole('button', { name: msg(locale, 'loginMenu.signInOrCreate') })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(menu).toBeFocused()

      // A department opens with Enter; Tab walks into its categories; Enter on one goes there.
      await page.keyboard.press('Enter')
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Tab')
      const department = drawer.getByRole('button', { name: furniture, exact: true })
      await expect(department).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(department).toHaveAttribute('aria-expanded', 'true')
      await expect(drawer.getByRole('link', { name: livingRoom, exact: true })).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(drawer.getByRole('link', { name: msg(locale, 'categoryMenu.shopAll', { name: furniture }) })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(drawer.getByRole('link', { name: livingRoom, exact: true })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/category/living-room$`))
      await expect(drawer).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(livingRoom)
    })
  }

  test('whose code fails to load leaves the page as it was, and opens when asked again @phone', async ({ page }) => {
    const drawerCode = '**/assets/category-drawer-*.js'
    await page.route(drawerCode, (route) => route.abort('internetdisconnected'))
    await page.goto('/support')
    await waitForApp(page)
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    const menu = page.getByRole('button', { name: msg('en-US', 'categoryMenu.open'), exact: true })
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/category-drawer-'))
    await menu.click()
    await failed
    // The page stays, with its header, and Menu can be pressed again (not the crash page).
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
    await expect(page.getByRole('heading', { name: msg('en-US', 'errorPage.title') })).toHaveCount(0)
    await page.unroute(drawerCode)
    await menu.click()
    await expect(page.getByRole('dialog', { name: msg('en-US', 'categoryMenu.nav') })).toBeVisible()
  })
})

// No page is wider than the window, from a small phone to a large desktop: the header's
// actions keep their width and the search between them takes what is left.
const WIDTHS = [360, 390, 768, 1024, 1280, 1366, 1920]

async function expectNoOverflowAtEveryWidth(page: Page, route: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${route} is wider than a ${width} px window`,
      })
      .toBe(0)
  }
}

const PUBLIC_ROUTES = [
  '/',
  '/es/',
  '/marketplace',
  '/es/marketplace',
  '/category/furniture',
  '/es/search?q=sofa',
  '/product/sofas-001',
  '/es/product/sofas-001',
  '/cart',
  '/store-locator',
  '/login',
  '/registration',
  '/customer-login',
  '/es/customer-login',
  '/partner',
  '/es/partner',
  '/no-such-page',
]

for (const route of PUBLIC_ROUTES) {
  test(`${route} is never wider than the window, 360 to 1,920 px`, async ({ page }) => {
    await page.goto(route)
    await waitForApp(page)
    await expectNoOverflowAtEveryWidth(page, route)
  })
}

const PORTAL_ROUTES = [
  '/dashboard',
  '/payments',
  '/make-a-payment',
  '/payment-methods',
  '/add-payment-method',
  '/catch-up-plans',
  '/profile',
  '/plan-details',
  '/es/dashboard',
  '/es/payments',
]

test("the portal's pages are never wider than the window, 360 to 1,920 px", async ({ page }) => {
  test.slow()
  await signIn(page, 'en-US', 'daniel.ortiz@northwind-lease.example')
  for (const route of PORTAL_ROUTES) {
    await page.goto(route)
    await waitForApp(page)
    await expectNoOverflowAtEveryWidth(page, route)
  }
})
