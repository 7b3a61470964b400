// The checkout paid by a lease, end to end against the real server: a guest puts a sofa in the
// cart, creates an account at the checkout (the cart kept), ships it, applies for a lease inside
// the checkout (the storefront is the merchant), sees the lease's cost in full, gives the card for
// the initial payment, reads and signs the agreement, places the order and finds the lease on the
// dashboard and the order in their account's orders. In English and Spanish, on a desktop and a phone, axe-clean at each step.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const prefix: Record<Locale, string> = { 'en-US': '', 'es-US': '/es' }

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`
/** A person of their own for each story: the application cool-down keys on last name, birth date and SSN. */
const surname = () => `Checkout ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

async function addSofa(page: Page, locale: Locale) {
  await page.goto(`${prefix[locale]}/product/sofas-001-charcoal`)
  await waitForApp(page)
  const add = page.getByRole('button', { name: msg(locale, 'basket.addToCart') })
  await expect(add).toBeEnabled()
  await add.click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'basket.added.title') })
  await expect(dialog).toBeVisible()
  return dialog
}

async function createAccountAtCheckout(page: Page, locale: Locale, first: string, last: string) {
  await page.getByRole('button', { name: msg(locale, 'checkout.signIn') }).click()
  const login = page.getByRole('dialog', { name: msg(locale, 'auth.login.title') })
  await login.getByRole('button', { name: msg(locale, 'auth.login.createAccount') }).click()
  const register = page.getByRole('dialog', { name: msg(locale, 'auth.register.title') })
  await register.getByRole('textbox', { name: msg(locale, 'auth.register.firstName') }).fill(first)
  await register.getByRole('textbox', { name: msg(locale, 'auth.register.lastName') }).fill(last)
  await register
    .getByRole('textbox', { name: msg(locale, 'auth.register.email'), exact: true })
    .fill(`e2e-checkout-${unique()}@example.com`)
  await register.getByRole('textbox', { name: msg(locale, 'auth.register.password'), exact: true }).fill('Leasing#2026')
  await register.getByRole('button', { name: msg(locale, 'auth.register.submit') }).click()
  await expect(register).toBeHidden()
}

async function applyInCheckout(page: Page, locale: Locale, first: string, last: string) {
  await page.getByRole('button', { name: msg(locale, 'checkout.apply') }).click()
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1, name: msg(locale, 'leaseWindow.heading') })).toBeVisible()
  const field = (id: string) => frame.getByLabel(msg(locale, id), { exact: true })
  await field('leaseWindow.firstName').fill(first)
  await field('leaseWindow.lastName').fill(last)
  await field('leaseWindow.dateOfBirth').fill('1990-05-14')
  await field('leaseWindow.ssnLast4').fill(String(1000 + Math.floor(Math.random() * 9000)))
  await field('leaseWindow.street').fill('12 Elm St')
  await field('leaseWindow.city').fill('Austin')
  await field('leaseWindow.state').selectOption('TX')
  await field('leaseWindow.postalCode').fill('78701')
  await field('leaseWindow.email').fill('casey@example.com')
  await field('leaseWindow.phone').fill('5125550100')
  await field('leaseWindow.monthlyIncome').fill('3200')
  await field('leaseWindow.payFrequency').selectOption('bi_weekly')
  await field('leaseWindow.nextPayday').fill(inDays(7))
  await field('leaseWindow.routingNumber').fill('011000015')
  await field('leaseWindow.accountNumber').fill('000123456789')
  await frame.getByRole('button', { name: msg(locale, 'leaseWindow.submit') }).click()
  await expect(frame.getByRole('heading', { name: msg(locale, 'leaseWindow.approvedHeading') })).toBeVisible()
  await frame
    .getByRole('button', { name: msg(locale, 'leaseWindow.close'), exact: true })
    .last()
    .click()
  await expect(page.locator('iframe')).toHaveCount(0)
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a shopper checks out with a lease and finds it on the dashboard (${locale})${locale === 'en-US' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const first = 'Casey'
    const last = surname()
    const added = await addSofa(page, locale)
    await added.getByRole('link', { name: msg(locale, 'basket.checkout') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/checkout$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'checkout.title'))
    // The reduced header: back to the cart with its count, no site menu or search.
    await expect(
      page.getByRole('banner').getByRole('link', { name: locale === 'en-US' ? 'Back to cart (1 item)' : 'Volver al carrito (1 artículo)' }),
    ).toBeVisible()
    await expect(page.getByRole('search')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await createAccountAtCheckout(page, locale, first, last)
    // Signed in, the cart kept (merged into the new customer's): the address is next. The dialog
    // closes as the session turns registered; the merge may still be running (and, on a busy
    // server, be tried again), so the count is waited for longer than an ordinary step.
    await expect(
      page.getByRole('banner').getByRole('link', { name: locale === 'en-US' ? 'Back to cart (1 item)' : 'Volver al carrito (1 artículo)' }),
    ).toBeVisible({ timeout: 25_000 })
    const address = page.locator('[data-step="address"]')
    const label = (id: string) => address.getByLabel(msg(locale, id), { exact: true })
    await expect(label('checkout.firstName')).toBeVisible()
    await address.getByRole('button', { name: msg(locale, 'checkout.saveAddress') }).click()
    await expect(address.getByText(msg(locale, 'checkout.zipInvalid'))).toBeVisible()
    await label('checkout.firstName').fill(first)
    await label('checkout.lastName').fill(last)
    await label('checkout.address1').fill('12 Elm St')
    await label('checkout.city').fill('Austin')
    await label('checkout.state').selectOption('TX')
    await label('checkout.zip').fill('78701')
    await label('checkout.phone').fill('(512) 555-0100')
    await expectNoAxeViolations(page)
    await address.getByRole('button', { name: msg(locale, 'checkout.saveAddress') }).click()
    await expect(address).toContainText('Austin, TX 78701')

    const shipping = page.locator('[data-step="shipping"]')
    await shipping.getByRole('button', { name: msg(locale, 'checkout.saveMethod') }).click()

    const lease = page.locator('[data-step="lease"]')
    await expect(lease.getByRole('alert')).toHaveText(msg(locale, 'checkout.reasonApprovalRequired'))
    await applyInCheckout(page, locale, first, last)
    await expect(
      lease.getByText(msg(locale, 'checkout.approvedFor', { amount: '$4,000.00', leaseNumber: '' }).split('(')[0].trim()),
    ).toBeVisible()
    // The lease's cost in full, open: payments with their number and the total cost to own.
    const quote = lease.getByRole('region', { name: msg(locale, 'checkout.quoteHeading') })
    await expect(quote).toContainText(msg(locale, 'leaseQuote.totalCostToOwn'))
    await expect(quote).toContainText(msg(locale, 'leaseQuote.initialPayment'))
    await expect(quote).toContainText('26')
    await expect(quote).toContainText(msg(locale, 'leaseQuote.notOwned'))
    await expectNoAxeViolations(page)

    const card = (id: string) => lease.getByLabel(msg(locale, id), { exact: true })
    await card('checkout.cardNumber').fill('4242 4242 4242 4242')
    await expect(card('checkout.cardHolder')).toHaveValue(`${first} ${last}`)
    await card('checkout.expMonth').selectOption('12')
    await card('checkout.expYear').selectOption(String(new Date().getFullYear() + 2))
    await card('checkout.securityCode').fill('123')
    await lease.getByRole('button', { name: msg(locale, 'checkout.saveCard') }).click()

    const review = page.locator('[data-step="review"]')
    const agreement = review.getByRole('region', { name: msg(locale, 'checkout.agreementHeading') })
    await expect(agreement).toBeVisible()
    await expect(lease).toContainText('•••• 4242')
    await review.getByLabel(msg(locale, 'checkout.fullName'), { exact: true }).fill('Someone Else')
    await review.getByLabel(msg(locale, 'checkout.consent'), { exact: true }).check()
    await review.getByRole('button', { name: msg(locale, 'checkout.sign') }).click()
    await expect(review.getByText(msg(locale, 'checkout.nameMismatch'))).toBeVisible()
    await review.getByLabel(msg(locale, 'checkout.fullName'), { exact: true }).fill(`${first} ${last}`)
    await review.getByRole('button', { name: msg(locale, 'checkout.sign') }).click()
    await expect(review.getByText(msg(locale, 'checkout.signedBy', { name: `${first} ${last}` }))).toBeVisible()
    await expectNoAxeViolations(page)

    await review.getByRole('button', { name: msg(locale, 'checkout.placeOrder') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix[locale]}/checkout/confirmation/NW\\d{8}$`))
    const orderNo = page.url().split('/').pop()!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'checkout.confirmationTitle'))
    const leaseNumber = (await page.getByText(msg(locale, 'checkout.leaseNumber', { leaseNumber: '' }).trim()).innerText())
      .split(':')[1]
      .trim()
    await expect(page.getByRole('main')).toContainText(msg(locale, 'leaseQuote.totalCostToOwn'))
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: msg(locale, 'checkout.toDashboard') }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('main')).toContainText(leaseNumber, { timeout: 15_000 })

    // The order is in their account's orders, with its lease.
    await page.goto(`${prefix[locale]}/account/orders`)
    const placed = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: msg(locale, 'orders.viewOrder', { orderNo }) }) })
    await expect(placed).toContainText(msg(locale, 'orders.lease', { leaseNumber }))
    await expectNoAxeViolations(page)
  })
}
