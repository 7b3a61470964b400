import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

/**
 * Offline: the banner while the browser is offline, and the offline page for a page whose code
 * cannot be loaded, until Retry Connection (or coming back online) loads it. The home page never
 * loads the store locator's or the marketplace's page code: its tiles' links are the pages
 * that fail.
 */
/**
 * Resolves once the home page has asked for all it loads: the last of it is the session's
 * shopper context, asked after the guest's sign-in and once its own code has loaded (and the
 * recommended products, asked beside it). Made before the page is opened, so no answer is missed.
 */
function homeSettled(page: Page): Promise<unknown> {
  const answered = (part: string) => page.waitForResponse((response) => new URL(response.url()).pathname.includes(part))
  return Promise.all([answered('/shopper-context/v1/'), answered('/shopper-products/v1/')])
}

for (const locale of ['en-US', 'es-US'] as const) {
  const prefix = locale === 'es-US' ? '/es' : ''

  test(`offline in ${locale}: the banner, the offline page, and the page once back online @phone`, async ({ page, context }) => {
    const settled = homeSettled(page)
    await page.goto(`${prefix}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'home.hero.headline'))
    await waitForApp(page)
    // The shell's later code is in (the banner's live region, empty while online, and the offline page).
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toBeAttached()
    await expect(banner).toBeEmpty()
    // Nothing of the home page still loading: what fails from now on is the next page.
    await settled

    await context.setOffline(true)
    await expect(banner).toHaveText(msg(locale, 'offline.banner'))
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'offline.banner') })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('main').locator(`a[href="${prefix}/store-locator"]`).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/store-locator$`))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'offline.title'))
    await expect(page).toHaveTitle(msg(locale, 'offline.title'))
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoAxeViolations(page)

    // Still offline: the page stays and says so.
    await main.getByRole('button', { name: msg(locale, 'offline.retry') }).click()
    await expect(main.getByText(msg(locale, 'offline.stillOffline'))).toBeVisible()

    // Back online: the banner goes and the page loads by itself.
    await context.setOffline(false)
    await expect(banner).toBeEmpty()
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storeLocator.heading') })).toBeVisible()
  })

  test(`a page whose chunk fails to load shows the offline page in ${locale}, and Retry Connection loads it @phone`, async ({ page }) => {
    const settled = homeSettled(page)
    await page.goto(`${prefix}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'home.hero.headline'))
    await waitForApp(page)
    await expect(page.getByTestId('offline-banner')).toBeAttached()
    await settled

    // The network fails every chunk the page asks for from now on (the browser still online).
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'))
    await page
      .getByRole('main')
      .getByRole('link', { name: msg(locale, 'home.tiles.marketplace.title') })
      .click()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'offline.title'))
    await expect(page.getByTestId('offline-banner')).toBeEmpty()

    await page.unrouteAll()
    await main.getByRole('button', { name: msg(locale, 'offline.retry') }).click()
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'marketplace.heading'))
    // Its styles came back too: every stylesheet of the page loaded.
    const unloaded = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet && !link.disabled).length,
    )
    expect(unloaded).toBe(0)
    await expectNoAxeViolations(page)
  })
}

/**
 * The service worker: once it controls the site, a page opened while offline is its offline
 * document in the page's language (not the browser's error page), the app's scripts come from
 * its cache, and back online Retry Connection loads the page asked for.
 */
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  for (const locale of ['en-US', 'es-US'] as const) {
    const prefix = locale === 'es-US' ? '/es' : ''

    test(`a page opened offline is the offline document in ${locale}, and loads once back online`, async ({ page, context }) => {
      await page.goto(`${prefix}/`)
      await waitForApp(page)
      // Registered once the page has loaded; it takes the page over as soon as it is installed.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

      // The app's script comes from the worker's cache.
      const script = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()))
      await page.reload()
      expect((await script).fromServiceWorker()).toBe(true)
      await waitForApp(page)

      await context.setOffline(true)
      await page.goto(`${prefix}/store-locator`)
      await expect(page).toHaveURL(new RegExp(`${prefix}/store-locator$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'offline.title'))
      await expect(page).toHaveTitle(msg(locale, 'offline.title'))
      await expect(page.getByText(msg(locale, 'offline.text'))).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectNoAxeViolations(page)

      // Back online: the document reloads by itself, or Retry Connection loads the page asked for
      // (the browser may say it is online a moment before the worker's own requests get through).
      await context.setOffline(false)
      const storeLocator = page.getByRole('heading', { level: 1, name: msg(locale, 'storeLocator.heading') })
      await expect(async () => {
        const retry = page.getByRole('link', { name: msg(locale, 'offline.retry') })
        if (await retry.isVisible()) await retry.click()
        await expect(storeLocator).toBeVisible({ timeout: 2_000 })
      }).toPass()
    })
  }
})
