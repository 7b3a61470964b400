// The store locator (Find a Store) against the real server and its demo stores: the server
// renders the stores near Germany 10178; a search by a US ZIP code, "Load more", and the
// shopper's position after consent, in English and Spanish; the page passes axe. The header's
// store panel (3 stores first) by keyboard, and "Set as my store" kept in the session's shopper
// context across a reload.
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

const localized = (locale: Locale, path: string) => (locale === 'es-US' ? `/es${path}` : path)

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a shopper finds stores by postal code and loads more (${locale})${locale === 'en-US' ? ' @phone' : ''}`, async ({ page }) => {
    const response = await page.goto(localized(locale, '/store-locator'))
    expect(response?.status()).toBe(200)
    // The server's render already lists the stores near Germany 10178.
    const html = (await response?.text()) ?? ''
    expect(html).toContain('Northwind Lease — Berlin Mitte')
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storeLocator.heading') })).toBeVisible()
    const main = page.getByRole('main')
    const stores = main.getByRole('article')
    await expect(stores.first()).toContainText('Northwind Lease — Berlin Mitte')
    await expect(stores.first()).toContainText('10178 Berlin')
    await expect(stores.first().getByRole('link', { name: /Directions|Cómo llegar/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\.\d+,13\.\d+$/,
    )
    await waitForApp(page)
    await expectNoAxeViolations(page)

    // An empty postal code is refused by the field.
    const postalCode = main.getByRole('textbox', { name: msg(locale, 'storeLocator.postalCode') })
    await postalCode.fill('')
    await main.getByRole('button', { name: msg(locale, 'storeLocator.search'), exact: true }).click()
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await expect(main.getByText(msg(locale, 'storeLocator.error.postalCodeRequired'))).toBeVisible()

    // New York: more than 10 stores, 10 at first, then the rest.
    await main.getByRole('combobox', { name: msg(locale, 'storeLocator.country') }).selectOption('US')
    await postalCode.fill('10001')
    await expect(main.getByText(msg(locale, 'storeLocator.error.postalCodeRequired'))).toHaveCount(0)
    await main.getByRole('button', { name: msg(locale, 'storeLocator.search'), exact: true }).click()
    await expect(stores.first()).toContainText('New York')
    await expect(stores).toHaveCount(10)
    await expect(stores.first()).toContainText(', NY ')
    await main.getByRole('button', { name: msg(locale, 'storeLocator.loadMore') }).click()
    await expect.poll(() => stores.count()).toBeGreaterThan(10)
    await expectNoAxeViolations(page)

    // A postal code no place in the country has is refused at its field.
    await main.getByRole('combobox', { name: msg(locale, 'storeLocator.country') }).selectOption('DE')
    await postalCode.fill('00000')
    await main.getByRole('button', { name: msg(locale, 'storeLocator.search'), exact: true }).click()
    await expect(main.getByText(msg(locale, 'storeLocator.error.postalCodeUnknown'))).toBeVisible()
    await expect(postalCode).toHaveAttribute('aria-invalid', 'true')
    await expect(postalCode).toBeFocused()
  })

  test(`a store's own page is rendered by the server and reached from the results (${locale})${locale === 'es-US' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    const response = await page.goto(localized(locale, '/store-locator/de-be-berlin-1'))
    expect(response?.status()).toBe(200)
    const html = (await response?.text()) ?? ''
    expect(html).toContain('Northwind Lease — Berlin Mitte')
    expect(html).toContain('10178 Berlin')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1, name: 'Northwind Lease — Berlin Mitte' })).toBeVisible()
    await expect(page).toHaveTitle(/^Northwind Lease — Berlin Mitte \| /)
    await waitForApp(page)
    // The stores near it, not itself.
    const nearby = main.getByRole('region', { name: msg(locale, 'storeLocator.store.nearby') })
    await expect(nearby.getByRole('article')).toHaveCount(3)
    await expect(nearby).not.toContainText('Berlin Mitte')
    await expectNoAxeViolations(page)

    // Back to the locator, then a result's name leads to its page.
    await main.getByRole('link', { name: msg(locale, 'storeLocator.store.allStores') }).click()
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'storeLocator.heading') })).toBeVisible()
    const second = main.getByRole('article').nth(1)
    const name = (await second.getByRole('heading', { level: 3 }).textContent()) ?? ''
    await second.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    expect(new URL(page.url()).pathname).toMatch(locale === 'es-US' ? /^\/es\/store-locator\/de-/ : /^\/store-locator\/de-/)
  })

  test(`a shopper agrees to share the location and sees the stores near it (${locale})`, async ({ page, context }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 48.1374, longitude: 11.5755 })
    await page.goto(localized(locale, '/store-locator'))
    await waitForApp(page)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: msg(locale, 'storeLocator.useMyLocation') }).click()
    const consent = main.getByRole('group', { name: msg(locale, 'storeLocator.consent') })
    await expect(consent).toBeVisible()
    await expectNoAxeViolations(page)
    await consent.getByRole('button', { name: msg(locale, 'storeLocator.consent.agree') }).click()
    await expect(main.getByRole('article').first()).toContainText('München')
  })
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`the header's store panel opens by keyboard, shows 3 stores, loads more and closes on Escape (${locale}) @phone`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/store-locator/de-be-berlin-1'))
    await waitForApp(page)
    const button = page.getByRole('banner').getByRole('button', { name: msg(locale, 'header.storeLocator') })
    await button.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: msg(locale, 'header.storePanel.title') })
    await expect(panel).toBeVisible()
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    const stores = panel.getByRole('article')
    await expect(stores).toHaveCount(3)
    await expect(stores.first()).toContainText('Berlin')

    // New York by keyboard: 3 stores, then 10 more.
    await panel.getByRole('combobox', { name: msg(locale, 'storeLocator.country') }).selectOption('US')
    const postalCode = panel.getByRole('textbox', { name: msg(locale, 'storeLocator.postalCode') })
    await postalCode.fill('10001')
    await postalCode.press('Enter')
    await expect(stores.first()).toContainText(', NY ')
    await expect(stores).toHaveCount(3)
    await expectNoAxeViolations(page)
    const loadMore = panel.getByRole('button', { name: msg(locale, 'storeLocator.loadMore') })
    await loadMore.focus()
    await page.keyboard.press('Enter')
    await expect(stores).toHaveCount(13)
    await expect(panel.getByRole('link', { name: msg(locale, 'header.storePanel.allStores') })).toHaveAttribute(
      'href',
      localized(locale, '/store-locator'),
    )

    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(button).toBeFocused()
    await expectNoAxeViolations(page)
  })
}

test('"Set as my store" is kept for the session: still the shopper\'s store after a reload @phone', async ({ page }) => {
  await page.goto('/store-locator')
  await waitForApp(page)
  const main = page.getByRole('main')
  const second = main.getByRole('article').nth(1)
  const name = (await second.getByRole('heading', { level: 3 }).textContent()) ?? ''
  const saved = page.waitForResponse((r) => /\/shopper-context\/[^/?]+/.test(r.url()) && ['PUT', 'PATCH'].includes(r.request().method()))
  await second.getByRole('button', { name: msg('en-US', 'storeLocator.myStore.set') }).click()
  const response = await saved
  expect(response.ok()).toBe(true)
  expect(response.request().postDataJSON()).toEqual({ storeContextData: { storeId: expect.stringMatching(/^de-/) as string } })
  await expect(second.getByRole('button', { name: msg('en-US', 'storeLocator.myStore.current'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.reload()
  await waitForApp(page)
  const again = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) })
  await expect(again.getByRole('button', { name: msg('en-US', 'storeLocator.myStore.current'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(main.getByRole('button', { name: msg('en-US', 'storeLocator.myStore.current'), exact: true })).toHaveCount(1)
  await expectNoAxeViolations(page)
})

test('a store id no store has is a 404', async ({ page }) => {
  const response = await page.goto('/store-locator/no-such-store')
  expect(response?.status()).toBe(404)
})

test('a place with no store says so', async ({ page }) => {
  await page.goto('/store-locator')
  await waitForApp(page)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: msg('en-US', 'storeLocator.useMyLocation') }).click()
  await page.context().grantPermissions(['geolocation'])
  // The middle of the Atlantic.
  await page.context().setGeolocation({ latitude: 30, longitude: -40 })
  await main.getByRole('button', { name: msg('en-US', 'storeLocator.consent.agree') }).click()
  await expect(main.getByText(msg('en-US', 'storeLocator.noLocations'))).toBeVisible()
})
