// A shopper's address book (features/addresses) against the real server, in both locales: a new
// customer's book is empty; the first address they add is saved as their default, and they
// remove it again. Axe-clean.
import { createAccountFromSignIn, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

for (const { locale, prefix } of [
  { locale: 'en-US', prefix: '' },
  { locale: 'es-US', prefix: '/es' },
] as const) {
  test(`a new customer adds an address, their default, and removes it (${locale})`, async ({ page }) => {
    const email = `e2e-addresses-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    await page.goto(`${prefix}/`)
    await waitForApp(page)
    await page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') }).click()
    await page.getByRole('button', { name: msg(locale, 'loginMenu.signInOrCreate') }).click()
    const login = page.getByRole('dialog', { name: msg(locale, 'auth.login.title') })
    await createAccountFromSignIn(page, locale, login, { email, password: 'Leasing#2026', firstName: 'Ana' })
    await expect(page.getByRole('button', { name: 'Ana' })).toBeVisible()

    await page.goto(`${prefix}/account/addresses`)
    await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'addresses.title') })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(msg(locale, 'addresses.empty'))).toBeVisible()
    await main.getByRole('button', { name: msg(locale, 'addresses.add') }).click()
    const field = (id: string) => main.getByLabel(msg(locale, id), { exact: true })
    await field('checkout.firstName').fill('Ana')
    await field('checkout.lastName').fill('Reyes')
    await field('checkout.address1').fill('12 Elm St')
    await field('checkout.city').fill('Austin')
    await field('checkout.state').selectOption('TX')
    await field('checkout.zip').fill('78701')
    await field('checkout.phone').fill('5125550100')
    await expectNoAxeViolations(page)
    await main.getByRole('button', { name: msg(locale, 'checkout.saveAddress') }).click()

    await expect(page.getByText(msg(locale, 'addresses.added'))).toBeVisible()
    const name = '12 Elm St, 78701'
    const saved = main.getByRole('listitem').filter({ has: page.getByRole('button', { name: msg(locale, 'addresses.edit', { name }) }) })
    await expect(saved).toContainText(msg(locale, 'addresses.preferred'))
    await expect(saved).toContainText('Austin')
    await expectNoAxeViolations(page)

    await saved.getByRole('button', { name: msg(locale, 'addresses.remove', { name }) }).click()
    await expect(page.getByText(msg(locale, 'addresses.removed'))).toBeVisible()
    await expect(main.getByText(msg(locale, 'addresses.empty'))).toBeVisible()
  })
}
