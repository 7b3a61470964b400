// The retailer marketplace against the real server and the demo's 44 retailers, in en-US and
// es-US, on a desktop and a phone: a ZIP code sets which retailers show (San Antonio's own store
// appears), a ZIP code of an excluded state says so and keeps Update Location disabled, a
// referral cookie keeps the integrated retailers only, and the how-to-shop window. Every page
// and window is axe-clean. (The location from the browser's position is geo.spec.ts.)
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

const EXCLUDED = 'MN, NJ, VT, WI, WY'

test('a ZIP code shows the retailers around it; an excluded state is refused @phone', async ({ page }) => {
  await page.goto('/marketplace')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'marketplace.heading'))
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('link', { name: 'Ashford Home Furnishings' })).toBeVisible()
  // Cedar Row serves 60 miles around San Antonio: not without a location.
  await expect(panel.getByRole('link', { name: 'Cedar Row Furnishings' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page
    .getByRole('main')
    .getByRole('button', { name: msg('en-US', 'location.button.set') })
    .click()
  const dialog = page.getByRole('dialog', { name: msg('en-US', 'location.modal.title') })
  const zip = dialog.getByLabel(msg('en-US', 'location.modal.zipLabel'))
  const update = dialog.getByRole('button', { name: msg('en-US', 'location.modal.update') })
  await expect(zip).toBeFocused()
  await zip.fill('55401')
  await expect(
    dialog.getByText(msg('en-US', 'location.error.excludedState', { brandName: 'Northwind Lease', states: EXCLUDED })),
  ).toBeVisible()
  await expect(update).toBeDisabled()
  await expectNoAxeViolations(page)

  await zip.fill('78205')
  await expect(update).toBeEnabled()
  await zip.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(msg('en-US', 'marketplace.locationNote', { postalCode: '78205', state: 'TX' }))).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Cedar Row Furnishings' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('northwind_state'))).toBe('TX')
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
    event: 'mktZipSearch',
    zipCode: '78205',
    state: 'TX',
  })

  // The location stays: a reload shows San Antonio's retailers again.
  await page.reload()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Cedar Row Furnishings' })).toBeVisible()
})

test('in Spanish, a referral keeps the integrated retailers only, and a retailer explains how to shop', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/es/marketplace')
  await waitForApp(page)
  const tabs = page.getByRole('tablist', { name: msg('es-US', 'marketplace.categories') })
  await expect(tabs.getByRole('tab', { name: 'Minoristas solo con aplicación móvil' })).toBeVisible()
  await tabs.getByRole('tab', { name: 'Muebles' }).click()
  await page.getByRole('tabpanel').getByRole('link', { name: 'Marlow Loft' }).click()
  const modal = page.getByRole('dialog', { name: msg('es-US', 'marketplace.modal.title', { name: 'Marlow Loft' }) })
  await expect(modal.getByRole('link', { name: msg('es-US', 'marketplace.modal.getTheApp') })).toBeVisible()
  await expect(modal).toContainText('Esta tienda acepta Northwind Lease a través de nuestra aplicación móvil')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Marlow Loft' })).toBeFocused()

  await context.addCookies([{ name: 'referral_code', value: 'FRIEND10', url: baseURL! }])
  await page.reload()
  await waitForApp(page)
  await expect(tabs.getByRole('tab', { name: 'Muebles' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: 'Minoristas solo con aplicación móvil' })).toHaveCount(0)
  await tabs.getByRole('tab', { name: 'Muebles' }).click()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Marlow Loft' })).toHaveCount(0)

  // An integrated retailer: the steps and Shop Now to its site, with the marketplace campaign.
  await page.getByRole('tabpanel').getByRole('link', { name: 'Ashford Home Furnishings' }).click()
  const integrated = page.getByRole('dialog', { name: msg('es-US', 'marketplace.modal.title', { name: 'Ashford Home Furnishings' }) })
  await expect(integrated.getByRole('link', { name: new RegExp(msg('es-US', 'marketplace.modal.shopNow')) })).toHaveAttribute(
    'href',
    'https://ashford-home.example/northwind?utm_campaign=marketplace',
  )
})

test('shop online lists the categories; a category lists its retailers', async ({ page }) => {
  await page.goto('/shop-online')
  await waitForApp(page)
  await page
    .getByRole('main')
    .getByRole('link', { name: /Appliances/ })
    .click()
  await expect(page).toHaveURL(/\/shop-online\?category=appliances$/)
  await expect(page.getByRole('link', { name: 'Kelvin Appliance Outlet' })).toBeVisible()
  await expectNoAxeViolations(page)
})
