// A customer's orders (features/orders) against the real server, in both locales: a new
// customer's order list says there is none yet and leads back to shopping. Axe-clean. (An order
// placed at checkout, and how it shows in this list, is checkout.spec.ts's story: the order
// needs the whole checkout first.)
import { createAccountFromSignIn, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

for (const { locale, prefix } of [
  { locale: 'en-US', prefix: '' },
  { locale: 'es-US', prefix: '/es' },
] as const) {
  test(`a new customer has no orders yet and is led back to shopping (${locale})`, async ({ page }) => {
    const email = `e2e-orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await page.goto(`${prefix}/`)
    await waitForApp(page)
    await page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') }).click()
    await page.getByRole('button', { name: msg(locale, 'loginMenu.signInOrCreate') }).click()
    const login = page.getByRole('dialog', { name: msg(locale, 'auth.login.title') })
    await createAccountFromSignIn(page, locale, login, { email, password: 'Leasing#2026', firstName: 'Olga' })
    await expect(page.getByRole('button', { name: 'Olga' })).toBeVisible()

    await page.goto(`${prefix}/account/orders`)
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'orders.title') })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(msg(locale, 'orders.empty'))).toBeVisible()
    await expectNoAxeViolations(page)
    await main.getByRole('link', { name: msg(locale, 'orders.shop') }).click()
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'home.hero.headline'))
  })
}
