// The shopper's location (features/geo) against the real server: the browser's position sets it
// by itself, and the marketplace then shows the retailers around it; a ZIP code entered in the
// header's picker is shown there and kept for the next page, in both locales. Axe-clean.
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

test('the browser’s position sets the location by itself', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    geolocation: { latitude: 29.7604, longitude: -95.3698 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  await page.goto('/marketplace')
  // Downtown Houston: Gulf Coast Living serves 60 miles around it.
  await expect(page.getByText(/Retailers for ZIP 770\d\d, TX/)).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Gulf Coast Living' })).toBeVisible()
  await context.close()
})

for (const { locale, prefix } of [
  { locale: 'en-US', prefix: '' },
  { locale: 'es-US', prefix: '/es' },
] as const) {
  test(`a shopper sets their location from the header by ZIP code, and it stays on the next page (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/category/furniture`)
    await waitForApp(page)
    const header = page.getByRole('banner')
    // The picker comes once the page has started.
    await header.getByRole('button', { name: msg(locale, 'location.button.set') }).click()
    const dialog = page.getByRole('dialog', { name: msg(locale, 'location.modal.title') })
    const zip = dialog.getByLabel(msg(locale, 'location.modal.zipLabel'))
    await expect(zip).toBeFocused()
    await zip.fill('78205')
    const update = dialog.getByRole('button', { name: msg(locale, 'location.modal.update') })
    await expect(update).toBeEnabled()
    await expectNoAxeViolations(page)
    await update.click()
    await expect(dialog).toBeHidden()
    const current = header.getByRole('button', { name: msg(locale, 'location.button.current', { postalCode: '78205' }) })
    await expect(current).toBeVisible()

    // Another page of the visit knows it too.
    await page.goto(`${prefix}/category/beds`)
    await expect(header.getByRole('button', { name: msg(locale, 'location.button.current', { postalCode: '78205' }) })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
