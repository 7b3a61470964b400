// A shopper browsing the catalog, in both locales: a category → a page → sort → refine → a
// product → a variant whose price and availability follow; a product's lease in full at the
// shopper's pay frequency, and a product that cannot be leased; a sold-out variant says so; the
// catalog pages pass axe. (Searching is search.spec.ts.)
import type { Page } from '@playwright/test'
import { clientConfig, sdk } from './sdk'
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const LOCALES: { locale: Locale; prefix: string; furniture: string; beds: string }[] = [
  { locale: 'en-US', prefix: '', furniture: 'Furniture', beds: 'Beds' },
  { locale: 'es-US', prefix: '/es', furniture: 'Muebles', beds: 'Camas' },
]

const productLinks = (page: Page) => page.locator('main a[href*="/product/"]')

for (const { locale, prefix, furniture, beds } of LOCALES) {
  test(`${locale}: browse a category, page, sort, refine, open a product and choose a variant`, async ({ page }) => {
    // Six pages and two accessibility scans: about 30 s on a 2-core machine running two workers.
    test.slow()
    await page.goto(`${prefix}/category/furniture`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(furniture)
    await expect(productLinks(page).first()).toBeVisible()
    await expectNoAxeViolations(page)

    // The second page of results.
    await page
      .getByRole('navigation', { name: msg(locale, 'listing.pagination.label') })
      .getByRole('link', { name: msg(locale, 'listing.pagination.next') })
      .click()
    await expect(page).toHaveURL(/offset=25/)
    await expect(productLinks(page).first()).toBeVisible()

    // Sorting starts again at the first page, cheapest first.
    await page.getByLabel(msg(locale, 'listing.sort.label')).selectOption('price-low-to-high')
    await expect(page).toHaveURL(/sort=price-low-to-high/)
    await expect(page).not.toHaveURL(/offset=/)

    // A colour refinement narrows the listing and is in the URL.
    const colors = page.getByRole('group', { name: msg(locale, 'listing.refinement.color') })
    await colors.getByRole('button').first().click()
    await expect(page).toHaveURL(/refine=c_refinementColor/)
    await expect(productLinks(page).first()).toBeVisible()

    // Beds come in sizes: choosing one sets the price and the URL.
    await page.goto(`${prefix}/category/beds`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(beds)
    const first = productLinks(page).first()
    const name = (await first.innerText()).trim()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expectNoAxeViolations(page)
    // The lease-cost disclosure names the cash price the lease is for.
    const cashPrice = page.getByRole('region', { name: msg(locale, 'product.leaseCost.label') })
    // The swatches answer once the app has started, and the figures read first are the settled
    // ones of the first choice (not the box saying it is working the lease out).
    await waitForApp(page)
    await expect(cashPrice).toHaveAttribute('aria-busy', 'false')
    const before = await cashPrice.innerText()
    // The radios are visually hidden behind their swatches and buttons: click them as a user's
    // click on the swatch would.
    await page.getByRole('radio').first().dispatchEvent('click')
    await page.getByRole('radio', { name: /^King/ }).dispatchEvent('click')
    await expect(page).toHaveURL(/size=king/)
    await expect(page).toHaveURL(/color=/)
    await expect(cashPrice).not.toHaveText(before)
    // Availability of the chosen variant is stated (in stock or not), never a prompt to choose.
    const choose = msg(locale, 'product.inventory.choose').split('{attributes}')[0]!
    await expect(page.getByText(new RegExp(`^${choose}`))).toHaveCount(0)
  })

  test(`${locale}: a product states its lease in full, at the shopper's pay frequency; headphones cannot be leased`, async ({ page }) => {
    await page.goto(`${prefix}/product/sofas-001-charcoal`)
    await waitForApp(page)
    const lease = page.getByRole('region', { name: msg(locale, 'product.leaseCost.label') })
    // As the server rendered it: the servicing rules' lease of $547.99, weekly, before tax.
    for (const figure of ['$547.99', '$49.00', '$19.60', '$1,068.58', '$520.59', '$557.99']) await expect(lease).toContainText(figure)
    await expect(lease).toContainText(msg(locale, 'leaseQuote.notOwned'))
    await lease.getByRole('combobox', { name: msg(locale, 'leaseQuote.payFrequency') }).selectOption('monthly')
    // Monthly: 12 payments of $84.96, the same total.
    await expect(lease).toContainText('$84.96')
    await expect(lease).toContainText('$1,068.58')
    await expectNoAxeViolations(page)

    await page.goto(`${prefix}/category/headphones`)
    await expect(productLinks(page).first()).toBeVisible()
    await expect(page.locator('main').getByText(msg(locale, 'listing.tile.notLeasable')).first()).toBeVisible()
    await productLinks(page).first().click()
    await expect(page.getByRole('region', { name: msg(locale, 'product.leaseCost.label') })).toContainText(
      msg(locale, 'product.leaseCost.notLeasable'),
    )
  })

  test(`${locale}: a variant that is out of stock says so`, async ({ page, baseURL }) => {
    // The demo catalog has sold-out variants; find one as a storefront
    // would: masters of a category, then their variants' availability.
    const config = await clientConfig(baseURL!)
    const hits = await new sdk.ShopperSearch(config).productSearch({ parameters: { refine: ['cgid=furniture'], limit: 100 } })
    const masterIds = (hits.hits ?? []).filter((h) => h.hitType === 'master').map((h) => h.productId)
    const products = new sdk.ShopperProducts(config)
    let soldOut: { masterId: string; values: Record<string, string> } | undefined
    for (let i = 0; i < masterIds.length && !soldOut; i += 24) {
      const { data } = await products.getProducts({ parameters: { ids: masterIds.slice(i, i + 24).join(','), expand: ['variations'] } })
      for (const master of data) {
        const variant = master.variants?.find((v) => !v.orderable)
        if (variant?.variationValues) soldOut = { masterId: master.id, values: variant.variationValues }
        if (soldOut) break
      }
    }
    expect(soldOut, 'the demo catalog has a sold-out variant in furniture').toBeDefined()

    await page.goto(`${prefix}/product/${soldOut!.masterId}?${new URLSearchParams(soldOut!.values)}`)
    await expect(page.getByText(msg(locale, 'product.inventory.outOfStock'), { exact: true })).toBeVisible()
    // The sold-out choice is the one shown as chosen.
    for (const value of Object.values(soldOut!.values)) {
      await expect(page.locator(`input[type="radio"][value="${value}"]`)).toBeChecked()
    }
  })
}
