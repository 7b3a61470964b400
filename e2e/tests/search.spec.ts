// Searching the catalog, in both locales: a misspelt search still finds the product, and the
// header's search box suggests products while typing and searches on Enter. Axe-clean.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, msg, test } from './support'

const LOCALES = [
  { locale: 'en-US', prefix: '' },
  { locale: 'es-US', prefix: '/es' },
] as const

const productLinks = (page: Page) => page.locator('main a[href*="/product/"]')

for (const { locale, prefix } of LOCALES) {
  test(`${locale}: a misspelt search still finds the product`, async ({ page }) => {
    await page.goto(`${prefix}/search?q=sofaa`)
    await expect(productLinks(page).first()).toBeVisible()
    await expect(
      productLinks(page)
        .filter({ hasText: locale === 'es-US' ? /Sofá/ : /Sofa/ })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('the header search suggests products while typing and searches on Enter', async ({ page }) => {
  await page.goto('/')
  // The live box (suggestions) takes over from the plain form once the page has started.
  await expect(page.locator('form[role="search"][data-live]').first()).toBeAttached()
  const field = page.getByRole('searchbox', { name: msg('en-US', 'searchBox.label') }).first()
  await field.click()
  await field.pressSequentially('matt')
  const panel = page.getByRole('region', { name: msg('en-US', 'searchBox.panel') })
  await expect(panel.getByRole('link').first()).toBeVisible()
  // What is being typed is the start of a word, not a misspelling.
  await expect(panel.getByText(msg('en-US', 'searchBox.didYouMean').split('{phrase}')[0]!)).toHaveCount(0)
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=matt/)
  await expect(productLinks(page).first()).toBeVisible()
})
