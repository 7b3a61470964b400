// The store locator (Find a Store) against the real server and its demo stores: the server
// renders the stores near Germany 10178; a search by a US ZIP code, "Load more", and the
// shopper's position after consent, in English and Spanish; the page passes axe.
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
