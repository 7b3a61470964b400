// Recommendations end to end, against the real server's own recommender and the demo activity:
// a shopper's product page shows similar products and, after other products, the ones they
// viewed; the cart shows products that go with its own and the recently viewed; a tile leads
// to its product; in English and Spanish, desktop and phone; the pages pass axe. The activities
// are reported only with the visitor's performance consent: each story gives it first.
import type { Page } from '@playwright/test'
import { chooseCookies, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const prefix: Record<Locale, string> = { 'en-US': '', 'es-US': '/es' }

const row = (page: Page, locale: Locale, id: string) => page.getByRole('main').getByRole('region', { name: msg(locale, id) })
/** The row's tiles (its list's own items, not the swatches inside them). */
const tiles = (region: ReturnType<typeof row>) => region.getByRole('list').first().locator(':scope > li')

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a shopper sees similar and recently viewed products, then products for the cart (${locale}) @phone`, async ({ page }) => {
    await chooseCookies(page, { performance: true, marketing: false })
    // Two products seen, then a third.
    for (const path of ['/product/beds-001', '/product/dressers-001']) {
      await page.goto(`${prefix[locale]}${path}`)
      await waitForApp(page)
      // Its similar products are shown (same category, most alike first), never itself.
      const similar = row(page, locale, 'recs.mightAlsoLike')
      await expect(tiles(similar).first()).toBeVisible()
      await expect(similar.locator(`a[href$="${path}"]`)).toHaveCount(0)
    }
    await page.goto(`${prefix[locale]}/product/sofas-001`)
    await waitForApp(page)
    const recent = row(page, locale, 'recs.recentlyViewed')
    // Most recent first.
    await expect(tiles(recent).nth(0).locator('a').first()).toHaveAttribute('href', `${prefix[locale]}/product/dressers-001`)
    await expect(tiles(recent).nth(1).locator('a').first()).toHaveAttribute('href', `${prefix[locale]}/product/beds-001`)
    await expectNoAxeViolations(page)

    // Into the cart: products that go with a sofa, and the ones seen.
    const add = page.getByRole('button', { name: msg(locale, 'basket.addToCart') })
    await page.goto(`${prefix[locale]}/product/sofas-001-navy`)
    await waitForApp(page)
    await expect(add).toBeEnabled()
    await add.click()
    const dialog = page.getByRole('dialog', { name: msg(locale, 'basket.added.title') })
    await expect(dialog.getByRole('region', { name: msg(locale, 'recs.mightAlsoLike') })).toBeVisible()
    await dialog.getByRole('link', { name: msg(locale, 'basket.added.viewCart') }).click()
    const also = row(page, locale, 'recs.mayAlsoLike')
    await expect(tiles(also).first()).toBeVisible()
    await expect(also.locator('a[href*="/product/sofas-001"]')).toHaveCount(0)
    await expect(tiles(row(page, locale, 'recs.recentlyViewed')).first()).toBeVisible()
    await expectNoAxeViolations(page)

    // A tile leads to its product.
    const first = tiles(also).first().locator('a').first()
    const href = (await first.getAttribute('href')) ?? ''
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  })
}

test('a search that finds nothing offers the top sellers and the most viewed products', async ({ page }) => {
  await page.goto('/search?q=zzqqxx')
  await waitForApp(page)
  await expect(tiles(row(page, 'en-US', 'recs.topSellers')).first()).toBeVisible()
  await expect(tiles(row(page, 'en-US', 'recs.mostViewed')).first()).toBeVisible()
  await expectNoAxeViolations(page)
})
