// The cart end to end against the real server: a guest adds a sofa from its product page, sees
// the added-to-cart window and the header's count, changes and removes lines on /cart (the lease
// figures in full beside each price), in English and Spanish, desktop and phone; a guest's cart
// joins their account's when they sign in.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, msg, registerThenSignOut, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const prefix: Record<Locale, string> = { 'en-US': '', 'es-US': '/es' }

async function addToCart(page: Page, locale: Locale, path: string) {
  await page.goto(`${prefix[locale]}${path}`)
  await waitForApp(page)
  const add = page.getByRole('button', { name: msg(locale, 'basket.addToCart') })
  await expect(add).toBeEnabled()
  await add.click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'basket.added.title') })
  await expect(dialog).toBeVisible()
  return dialog
}

const sofa: Record<Locale, string> = { 'en-US': 'Harbor Reclining Sofa', 'es-US': 'Sofá reclinable Harbor' }

const cartLink = (page: Page, locale: Locale, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name: locale === 'en-US' ? `Cart, ${count} item${count === 1 ? '' : 's'}` : `Carrito, ${count} artículo${count === 1 ? '' : 's'}`,
  })

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a guest fills and empties the cart (${locale}) @phone`, async ({ page }) => {
    const dialog = await addToCart(page, locale, '/product/sofas-001-charcoal')
    await expect(dialog).toContainText(`${sofa[locale]} × 1`)
    await expect(dialog).toContainText('$547.99')
    await expectNoAxeViolations(page)
    await dialog.getByRole('link', { name: msg(locale, 'basket.added.viewCart') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/cart$`))
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'basket.cart.title'))

    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: sofa[locale] }) })
    // The line's lease as the server's servicing rules quote it: the payment never without the
    // initial payment, the number of payments, the total cost to own and that it isn't owned yet.
    for (const figure of ['$49.00', '52', '$19.60', '$1,068.58', '$520.59', '$557.99']) await expect(line).toContainText(figure)
    await expect(line).toContainText(msg(locale, 'leaseQuote.notOwned'))
    await expect(cartLink(page, locale, 1)).toBeVisible()

    await line.getByRole('combobox', { name: msg(locale, 'basket.cart.quantity', { productName: sofa[locale] }) }).selectOption('2')
    await expect(page.getByRole('complementary')).toContainText('$1,095.98')
    for (const figure of ['$40.15', '$2,137.16']) await expect(line).toContainText(figure)
    await expect(cartLink(page, locale, 2)).toBeVisible()
    await expectNoAxeViolations(page)

    await line.getByRole('button', { name: msg(locale, 'basket.cart.remove', { productName: sofa[locale] }) }).click()
    await expect(page.getByText(msg(locale, 'basket.cart.removed'))).toBeVisible()
    await expect(page.getByText(msg(locale, 'basket.cart.empty'))).toBeVisible()
  })
}

test('the cart keeps what a guest chose through sign-in', async ({ page }) => {
  const { email, password, login } = await registerThenSignOut(page, { first: 'Casey', last: 'Cart' })

  // As a guest: a sofa in the cart.
  const dialog = await addToCart(page, 'en-US', '/product/sofas-001-navy')
  await dialog.getByRole('button', { name: msg('en-US', 'basket.continueShopping') }).click()
  await expect(cartLink(page, 'en-US', 1)).toBeVisible()

  // Signing in keeps it.
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.signInOrCreate') }).click()
  await login.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(email)
  await login.getByRole('textbox', { name: msg('en-US', 'auth.login.password'), exact: true }).fill(password)
  await login.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(page.getByRole('button', { name: 'Casey' })).toBeVisible()
  await expect(cartLink(page, 'en-US', 1)).toBeVisible()
  await cartLink(page, 'en-US', 1).click()
  await expect(page.getByRole('link', { name: 'Harbor Reclining Sofa' })).toBeVisible()
})
