// Payments on the demo account of Daniel Ortiz (demo/northwind.json: four TX leases,
// one per story, so they run side by side and never touch María's or James's leases): he pays
// his next payment with the sandbox card 4242… in English and finds it in his history with a
// receipt; in Spanish a declined card (4000 0000 0000 9995) says why and that nothing was
// charged — the history shows it declined, the balance is unchanged — and another card pays;
// he pays a lease off through "Pay off now" and the lease then shows paid off; a one-time
// payment from a bank account shows the server's debit authorization and needs his consent.
// Every page is axe-clean.
import type { Page } from '@playwright/test'
import { chooseLease, expect, expectNoAxeViolations, msg, signIn, test } from './support'

type Locale = 'en-US' | 'es-US'
const DANIEL = 'daniel.ortiz@northwind-lease.example'
const EXPIRY_YEAR = String(new Date().getFullYear() + 3)
const prefix = (locale: Locale) => (locale === 'es-US' ? '/es' : '')

/** Adds a card through /add-payment-method (the lease selected now). */
async function addCard(page: Page, locale: Locale, number: string, makeDefault = false) {
  await page.goto(`${prefix(locale)}/add-payment-method`)
  const form = page.getByRole('tabpanel', { name: msg(locale, 'addPaymentMethod.tab.card') })
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.number')).fill(number)
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.expMonth')).selectOption('08')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.expYear')).fill(EXPIRY_YEAR)
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.securityCode')).fill('123')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.postalCode')).fill('77002')
  await form.getByLabel(msg(locale, 'addPaymentMethod.card.holderName')).fill('Daniel Ortiz')
  const defaultBox = form.getByRole('checkbox', { name: msg(locale, 'addPaymentMethod.makeDefault') })
  if (makeDefault && (await defaultBox.count()) > 0) await defaultBox.check()
  await form.getByRole('button', { name: msg(locale, 'addPaymentMethod.submit.card') }).click()
  await expect(page).toHaveURL(/\/payment-methods$/)
}

async function openPayments(page: Page, locale: Locale) {
  const nav = page.getByRole('navigation', { name: msg(locale, 'portalNav.label') })
  await nav.getByRole('link', { name: msg(locale, 'portalNav.payments') }).click()
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'payments.heading') })).toBeVisible()
  await expect(nav.getByRole('link', { name: msg(locale, 'portalNav.payments') })).toHaveAttribute('aria-current', 'page')
}

const spokenCard = (locale: Locale, brand: string, last4: string) => msg(locale, 'payments.method.cardSpoken', { brand, last4 })

/** On /make-a-payment: an amount (by its kind's name) and a method, then on to the review. */
async function choose(page: Page, locale: Locale, kindId: string, method: string) {
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'payments.make.heading') })).toBeVisible()
  const amount = page.getByRole('radio', { name: new RegExp(`^${msg(locale, kindId)}`) })
  await amount.check()
  await page.getByRole('radio', { name: new RegExp(method) }).check()
  const total = (
    await page
      .locator('label')
      .filter({ hasText: msg(locale, kindId) })
      .first()
      .innerText()
  ).trim()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: msg(locale, 'payments.make.review') }).click()
  await expect(page).toHaveURL(/\/review-payment$/)
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'payments.review.heading') })).toBeVisible()
  return total
}

test('Daniel pays his next payment with a card and finds it in his history, with a receipt @phone', async ({ page }, testInfo) => {
  test.slow()
  // The phone run has a lease of its own (the two runs share the database).
  const lease = testInfo.project.name === 'phone' ? '100312405' : '100312401'
  await signIn(page, 'en-US', DANIEL)
  await chooseLease(page, 'en-US', 'Daniel', lease)
  await addCard(page, 'en-US', '4242 4242 4242 4242')
  await openPayments(page, 'en-US')
  await expect(page.getByRole('heading', { name: msg('en-US', 'payments.history.empty.heading') })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: msg('en-US', 'payments.makePayment') }).click()
  await expect(page).toHaveURL(/\/make-a-payment$/)
  const label = await choose(page, 'en-US', 'payments.kind.nextPayment', spokenCard('en-US', 'Visa', '4242'))
  const total = /\$[\d,]+\.\d\d/.exec(label)?.[0] ?? ''
  expect(total).not.toBe('')

  // Amount, tax and total as the server reviewed them; the session keeps no card number.
  const summary = page.getByRole('region', { name: msg('en-US', 'payments.kind.nextPayment') })
  await expect(summary).toContainText('Visa •••• 4242')
  await expect(summary).toContainText(total)
  const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage))
  expect(stored).not.toContain('4242 4242')
  expect(JSON.parse(stored)).toMatchObject({
    payMethodGUID: expect.any(String),
    payPaymentType: 'next_payment',
    payOneTime: 'true',
    isPaymentSubmitted: 'false',
  })
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: msg('en-US', 'payments.review.pay', { total }) }).click()
  const paid = page.getByRole('status').filter({ hasText: msg('en-US', 'payments.result.successHeading') })
  await expect(paid).toBeVisible()
  const receiptText = await paid.getByText(/^Receipt number: /).innerText()
  const receiptNumber = receiptText.replace('Receipt number: ', '').trim()
  expect(await page.evaluate(() => window.sessionStorage.getItem('payMethodGUID'))).toBeNull()
  await expectNoAxeViolations(page)

  await paid.getByRole('link', { name: msg('en-US', 'payments.result.history') }).click()
  await expect(page).toHaveURL(/\/payments$/)
  const item = page.getByRole('list', { name: msg('en-US', 'payments.history.heading') }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(total)
  await expect(item).toContainText(msg('en-US', 'payments.status.settled'))
  await item.getByRole('button', { name: msg('en-US', 'payments.history.viewReceiptNamed', { receiptNumber }) }).click()
  const receipt = page.getByRole('dialog', { name: msg('en-US', 'payments.receipt.title') })
  await expect(receipt).toContainText(receiptNumber)
  await expect(receipt).toContainText('Visa •••• 4242')
  await expect(receipt).toContainText(`#${lease}`)
  await expect(receipt.getByRole('button', { name: msg('en-US', 'payments.receipt.print') })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('in Spanish, a declined card says why and charges nothing; another card then pays', async ({ page }) => {
  test.slow()
  await signIn(page, 'es-US', DANIEL)
  await chooseLease(page, 'es-US', 'Daniel', '100312402')
  await addCard(page, 'es-US', '4242 4242 4242 4242')
  await addCard(page, 'es-US', '4000 0000 0000 9995')
  await page.goto('/es/dashboard')
  const balance = page.getByText(new RegExp(`^${msg('es-US', 'leaseDashboard.balance', { amount: '' }).trim()}`))
  await expect(balance).toBeVisible()
  const balanceBefore = await balance.innerText()

  await page.goto('/es/make-a-payment')
  await choose(page, 'es-US', 'payments.kind.nextPayment', spokenCard('es-US', 'Visa', '9995'))
  await page.getByRole('button', { name: new RegExp(`^${msg('es-US', 'payments.review.pay', { total: '' }).trim()}`) }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(msg('es-US', 'payments.result.declinedHeading'))
  await expect(alert).toContainText(msg('es-US', 'payments.decline.insufficientFunds'))
  await expect(alert).toContainText(msg('es-US', 'payments.result.nothingCharged'))
  await expectNoAxeViolations(page)

  // Nothing charged: the history shows it declined, without a receipt; the balance is the same.
  await openPayments(page, 'es-US')
  const items = page.getByRole('list', { name: msg('es-US', 'payments.history.heading') }).getByRole('listitem')
  await expect(items).toHaveCount(1)
  await expect(items).toContainText(msg('es-US', 'payments.status.declined'))
  await expect(items.getByRole('button', { name: new RegExp(msg('es-US', 'payments.history.viewReceipt')) })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.goto('/es/dashboard')
  await expect(page.getByText(balanceBefore)).toBeVisible()

  // Another method: the amount is kept, the payment goes through.
  await page.goto('/es/make-a-payment')
  await choose(page, 'es-US', 'payments.kind.nextPayment', spokenCard('es-US', 'Visa', '4242'))
  await page.getByRole('button', { name: new RegExp(`^${msg('es-US', 'payments.review.pay', { total: '' }).trim()}`) }).click()
  await expect(page.getByRole('status').filter({ hasText: msg('es-US', 'payments.result.successHeading') })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('Daniel pays a lease off through "Pay off now", and the lease then shows paid off', async ({ page }) => {
  test.slow()
  await signIn(page, 'en-US', DANIEL)
  await chooseLease(page, 'en-US', 'Daniel', '100312403')
  await addCard(page, 'en-US', '5555 5555 5555 4444')
  await page.goto('/plan-details')
  const payoff = page.getByRole('region', { name: msg('en-US', 'planDetails.payoff.heading') })
  await expect(payoff).toBeVisible()
  await expectNoAxeViolations(page)
  await payoff.getByRole('link', { name: msg('en-US', 'planDetails.payoff.payOffNow') }).click()
  await expect(page).toHaveURL(/\/make-a-payment$/)
  await expect(page.getByRole('radio', { name: new RegExp(`^${msg('en-US', 'payments.kind.payoff')}`) })).toBeChecked()
  await page.getByRole('button', { name: msg('en-US', 'payments.make.review') }).click()
  await expect(page.getByRole('region', { name: msg('en-US', 'payments.kind.payoff') })).toBeVisible()
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('status').filter({ hasText: msg('en-US', 'payments.result.successHeading') })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByText(msg('en-US', 'leaseDashboard.state.paidOut'))).toBeVisible()
  await expectNoAxeViolations(page)
})

test('in Spanish, a one-time payment from a bank account shows the debit authorization and needs consent', async ({ page, request }) => {
  test.slow()
  await signIn(page, 'es-US', DANIEL)
  await chooseLease(page, 'es-US', 'Daniel', '100312404')
  await page.goto('/es/add-payment-method')
  await page.getByRole('tab', { name: msg('es-US', 'addPaymentMethod.tab.bank') }).click()
  const form = page.getByRole('tabpanel', { name: msg('es-US', 'addPaymentMethod.tab.bank') })
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.routingNumber')).fill('011000015')
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.accountNumber')).fill('000123456789')
  await form.getByLabel(msg('es-US', 'addPaymentMethod.bank.holderName')).fill('Daniel Ortiz')
  await form.getByRole('checkbox', { name: msg('es-US', 'addPaymentMethod.bank.authorizationAccept') }).check()
  await form.getByRole('button', { name: msg('es-US', 'addPaymentMethod.submit.bank') }).click()
  await expect(page).toHaveURL(/\/es\/payment-methods$/)

  await page.goto('/es/make-a-payment')
  const account = msg('es-US', 'payments.method.bankSpoken', { last4: '6789' }).replace(
    /\{accountType, select, savings \{[^}]*\} other \{([^}]*)\}\}/,
    '$1',
  )
  await choose(page, 'es-US', 'payments.kind.nextPayment', account)

  // The server's authorization for this one debit, word for word, before the consent; no payment without it.
  const section = page.getByRole('region', { name: msg('es-US', 'payments.review.authorizationHeading') })
  await expect(section).toBeVisible()
  const text = section.locator('p').first()
  await expect(text).toContainText('6789')
  const consent = section.getByRole('checkbox', { name: msg('es-US', 'payments.review.authorizationAccept') })
  expect(
    await text.evaluate((t, box) => !!(t.compareDocumentPosition(box!) & Node.DOCUMENT_POSITION_FOLLOWING), await consent.elementHandle()),
  ).toBe(true)
  const pay = page.getByRole('button', { name: new RegExp(`^${msg('es-US', 'payments.review.pay', { total: '' }).trim()}`) })
  await expect(pay).toBeDisabled()
  await expectNoAxeViolations(page)
  const shown = (await text.innerText()).trim()
  await consent.check()
  await pay.click()
  await expect(page.getByRole('status').filter({ hasText: msg('es-US', 'payments.result.successHeading') })).toBeVisible()
  await expectNoAxeViolations(page)
  // What he read is the copy the server kept and emailed him, word for word.
  const outbox = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(DANIEL)}`)
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] }
  expect(messages.some((m) => m.body.includes(shown))).toBe(true)
})
