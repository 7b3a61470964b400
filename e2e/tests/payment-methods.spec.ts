// Payment methods on the demo accounts, one of María's leases per story so they run
// side by side: she adds a card in English and sees it masked as her default; adds a bank
// account in Spanish after reading the debit authorization (word for word the copy the server
// emails her), turns autopay on and finds it on after a reload; a bad card number is caught at
// its field and adds nothing, and a method is removed through the confirmation dialog. Every
// page is axe-clean.
import type { Page } from '@playwright/test'
import { chooseLease, expect, expectNoAxeViolations, msg, signIn, test } from './support'

type Locale = 'en-US' | 'es-US'
const MARIA = 'maria.lopez@northwind-lease.example'
/** A card expiry a few years ahead of whatever day the suite runs. */
const EXPIRY_YEAR = String(new Date().getFullYear() + 3)

async function openPaymentMethods(page: Page, locale: Locale) {
  const nav = page.getByRole('navigation', { name: msg(locale, 'portalNav.label') })
  await nav.getByRole('link', { name: msg(locale, 'portalNav.paymentMethods') }).click()
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'paymentMethods.heading') })).toBeVisible()
}

/** A card as the page names it: masked (`Visa •••• 4242`) and in words (`Visa ending in 4242`). */
const card = (locale: Locale, brand: string, last4: string) => ({
  shown: msg(locale, 'paymentMethods.label.card', { brand, last4 }),
  spoken: msg(locale, 'paymentMethods.label.cardSpoken', { brand, last4 }),
})

const savedMethods = (page: Page, locale: Locale) => page.getByRole('list', { name: msg(locale, 'paymentMethods.saved.heading') })

async function fillCard(page: Page, locale: Locale, number: string) {
  const form = page.getByRole('tabpanel', { name: msg(locale, 'addPaymentMethod.tab.card') })
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.number')).fill(number)
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.expMonth')).selectOption('08')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.expYear')).fill(EXPIRY_YEAR)
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.securityCode')).fill('123')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.postalCode')).fill('78205')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.holderName')).fill('María López')
  return form
}

test('María adds a card and sees it masked to its last 4 as her default method', async ({ page }) => {
  test.slow()
  await signIn(page, 'en-US', MARIA)
  await openPaymentMethods(page, 'en-US')
  await expect(page.getByRole('heading', { name: msg('en-US', 'paymentMethods.empty.heading') })).toBeVisible()
  await expect(page.getByRole('switch', { name: msg('en-US', 'paymentMethods.autopay.label') })).toBeDisabled()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: msg('en-US', 'paymentMethods.add') }).click()
  await expect(page).toHaveURL(/\/add-payment-method$/)
  await expect(page.getByRole('heading', { level: 1, name: msg('en-US', 'addPaymentMethod.heading') })).toBeVisible()
  const form = await fillCard(page, 'en-US', '4242 4242 4242 4242')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: msg('en-US', 'addPaymentMethod.submit.card') }).click()

  await expect(page).toHaveURL(/\/payment-methods$/)
  const visa = card('en-US', 'Visa', '4242')
  await expect(
    page.getByRole('status').filter({ hasText: msg('en-US', 'paymentMethods.done.added', { method: visa.spoken }) }),
  ).toBeFocused()
  const item = savedMethods(page, 'en-US').getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(visa.shown)
  await expect(item).toContainText(msg('en-US', 'paymentMethods.defaultBadge'))
  await expect(item).not.toContainText('4242 4242')
  await expectNoAxeViolations(page)
})

test('in Spanish, María reads the debit authorization, adds a bank account and turns autopay on', async ({ page, request }) => {
  test.slow()
  await signIn(page, 'es-US', MARIA)
  await chooseLease(page, 'es-US', 'María', '100245872')
  await openPaymentMethods(page, 'es-US')
  await page.getByRole('link', { name: msg('es-US', 'paymentMethods.add') }).click()
  await expect(page).toHaveURL(/\/es\/add-payment-method$/)
  await page.getByRole('tab', { name: msg('es-US', 'addPaymentMethod.tab.bank') }).click()
  const form = page.getByRole('tabpanel', { name: msg('es-US', 'addPaymentMethod.tab.bank') })
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.routingNumber')).fill('011000015')
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.accountNumber')).fill('000123456789')
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.holderName')).fill('María López')

  // The authorization, filled in as she typed, comes before the consent.
  const authorization = form.getByText(/^Autorizo a Northwind Lease a debitar de mi cuenta de cheques que termina en 6789 /)
  await expect(authorization).toBeVisible()
  const consent = form.getByRole('checkbox', { name: msg('es-US', 'addPaymentMethod.bank.authorizationAccept') })
  const shown = (await authorization.innerText()).trim()
  expect(
    await authorization.evaluate(
      (text, box) => !!(text.compareDocumentPosition(box!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await consent.elementHandle(),
    ),
  ).toBe(true)
  await expectNoAxeViolations(page)
  await consent.check()
  await form.getByRole('button', { name: msg('es-US', 'addPaymentMethod.submit.bank') }).click()

  await expect(page).toHaveURL(/\/es\/payment-methods$/)
  const account = savedMethods(page, 'es-US').getByRole('listitem')
  await expect(account).toContainText('Cheques •••• 6789')
  await expect(account).toContainText(msg('es-US', 'paymentMethods.defaultBadge'))
  // What she read is what the server kept and emailed her, word for word.
  const outbox = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(MARIA)}`)
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] }
  const copy = messages.find((m) => m.subject === 'Su autorización de débito bancario')
  expect(copy?.body).toContain(`\n\n${shown}`)
  expect(copy?.body.endsWith(shown)).toBe(true)

  const autopay = page.getByRole('switch', { name: msg('es-US', 'paymentMethods.autopay.label') })
  await expect(autopay).not.toBeChecked()
  await autopay.click()
  await expect(page.getByText(msg('es-US', 'paymentMethods.autopay.turnedOn'))).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: msg('es-US', 'paymentMethods.autopay.label') })).toBeChecked()
  await expectNoAxeViolations(page)
})

test('a bad card number is caught at its field and adds nothing; a method is removed through the dialog', async ({ page }) => {
  test.slow()
  await signIn(page, 'en-US', MARIA)
  await chooseLease(page, 'en-US', 'María', '100245871')
  await openPaymentMethods(page, 'en-US')
  await expect(page.getByRole('heading', { name: msg('en-US', 'paymentMethods.empty.heading') })).toBeVisible()
  await page.getByRole('link', { name: msg('en-US', 'paymentMethods.add') }).click()

  const adds: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/payment-methods/v1/')) adds.push(r.url())
  })
  const form = await fillCard(page, 'en-US', '4242 4242 4242 4241')
  await form.getByRole('button', { name: msg('en-US', 'addPaymentMethod.submit.card') }).click()
  const number = form.getByLabel(msg('en-US', 'addPaymentMethod.card.number'))
  await expect(number).toBeFocused()
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(msg('en-US', 'paymentMethods.fieldError.number.invalid'))).toBeVisible()
  await expectNoAxeViolations(page)
  expect(adds).toEqual([])
  await page.getByRole('link', { name: msg('en-US', 'addPaymentMethod.back') }).click()
  await expect(page.getByRole('heading', { name: msg('en-US', 'paymentMethods.empty.heading') })).toBeVisible()

  // A Mastercard, added, then removed: Escape keeps it, the confirmation removes it.
  await page.getByRole('link', { name: msg('en-US', 'paymentMethods.add') }).click()
  await (
    await fillCard(page, 'en-US', '5555 5555 5555 4444')
  )
    .getByRole('button', { name: msg('en-US', 'addPaymentMethod.submit.card') })
    .click()
  const mastercard = card('en-US', 'Mastercard', '4444')
  await expect(savedMethods(page, 'en-US').getByRole('listitem')).toContainText(mastercard.shown)
  const remove = page.getByRole('button', { name: msg('en-US', 'paymentMethods.remove.named', { method: mastercard.spoken }) })
  await remove.click()
  const dialog = page.getByRole('dialog', { name: msg('en-US', 'paymentMethods.removeDialog.title', { method: mastercard.spoken }) })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(remove).toBeFocused()
  await remove.click()
  await dialog.getByRole('button', { name: msg('en-US', 'paymentMethods.removeDialog.confirm') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(msg('en-US', 'paymentMethods.done.removed', { method: mastercard.spoken }))).toBeFocused()
  await expect(page.getByRole('heading', { name: msg('en-US', 'paymentMethods.empty.heading') })).toBeVisible()
})
