// Shopper accounts end to end: register → log out → log in with the sign-in modal, a wrong
// password, and a password reset through the outbox — in English and Spanish.
import type { Page } from '@playwright/test'
import { createAccountFromSignIn, expect, expectNoAxeViolations, msg, test } from './support'

type Locale = 'en-US' | 'es-US'
const home: Record<Locale, string> = { 'en-US': '/', 'es-US': '/es-US/' }

function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

async function openModal(page: Page, locale: Locale) {
  await page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg(locale, 'loginMenu.signInOrCreate') }).click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'auth.login.title') })
  await expect(dialog).toBeVisible()
  return dialog
}

async function register(page: Page, locale: Locale, email: string, password: string, firstName: string) {
  const login = await openModal(page, locale)
  await createAccountFromSignIn(page, locale, login, { email, password, firstName })
  await expect(page.getByRole('status').filter({ hasText: msg(locale, 'auth.toast.accountCreated') })).toBeVisible()
  await expect(page.getByRole('button', { name: firstName })).toBeVisible()
}

async function logout(page: Page, locale: Locale, firstName: string) {
  await page.getByRole('button', { name: firstName }).click()
  await page.getByRole('button', { name: msg(locale, 'loginMenu.logout') }).click()
  await expect(page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') })).toBeVisible()
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('is_customer_logged_in')), { timeout: 5000 }).toBeNull()
}

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  const dialog = await openModal(page, locale)
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.login.email'), exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.login.password'), exact: true }).fill(password)
  await dialog.getByRole('button', { name: msg(locale, 'auth.login.submit') }).click()
  return dialog
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`register, log out and log back in with the modal (${locale})`, async ({ page }) => {
    const email = uniqueEmail(locale)
    const password = 'Leasing#2026'
    const firstName = locale === 'en-US' ? 'Robin' : 'Lucía'
    await page.goto(home[locale])
    await register(page, locale, email, password, firstName)
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('is_customer_logged_in'))).toBe('true')

    // The session survives a reload (refresh token cookie).
    await page.reload()
    await expect(page.getByRole('button', { name: firstName })).toBeVisible()

    await logout(page, locale, firstName)

    const dialog = await signIn(page, locale, email, 'Wrong#2026x')
    await expect(dialog.getByRole('alert')).toHaveText(msg(locale, 'auth.error.unauthorized'))
    await dialog.getByRole('textbox', { name: msg(locale, 'auth.login.password'), exact: true }).fill(password)
    await dialog.getByRole('button', { name: msg(locale, 'auth.login.submit') }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: msg(locale, 'auth.toast.welcomeBack') })).toBeVisible()
    await expect(page.getByRole('button', { name: firstName })).toBeVisible()
    // A shopper without leases has no portal dashboard: Logout only.
    await page.getByRole('button', { name: firstName }).click()
    await expect(page.getByRole('button', { name: msg(locale, 'loginMenu.logout') })).toBeVisible()
    await expect(page.getByRole('link', { name: msg(locale, 'loginMenu.dashboard') })).toHaveCount(0)
  })
}

test('the sign-in modal is accessible and validates like the spec @phone', async ({ page }) => {
  await page.goto('/')
  const dialog = await openModal(page, 'en-US')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(dialog).toContainText(msg('en-US', 'auth.login.emailRequired'))
  await expect(dialog).toContainText(msg('en-US', 'auth.login.passwordRequired'))
  // Escape closes it and focus returns to the page.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a password reset goes through the emailed link (es-US)', async ({ page, request }) => {
  const locale = 'es-US'
  const email = uniqueEmail('reset')
  await page.goto(home[locale])
  await register(page, locale, email, 'Original#2026', 'Inés')
  await logout(page, locale, 'Inés')

  const login = await openModal(page, locale)
  await login.getByRole('button', { name: msg(locale, 'auth.login.forgotPassword') }).click()
  const reset = page.getByRole('dialog', { name: msg(locale, 'auth.reset.title') })
  await reset.getByRole('textbox', { name: msg(locale, 'auth.reset.email') }).fill(email)
  await reset.getByRole('button', { name: msg(locale, 'auth.reset.submit') }).click()
  await expect(page.getByRole('dialog', { name: msg(locale, 'auth.reset.successTitle') })).toBeVisible()

  const outbox = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(email)}`)
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] }
  expect(messages).toHaveLength(1)
  expect(messages[0].subject).toMatch(/Restablezca/)
  const link = messages[0].body.split(/\s+/).find((w) => w.startsWith('http'))!
  const url = new URL(link)
  expect(url.pathname).toBe('/northwind/es-US/reset-password')

  await page.goto(url.pathname + url.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'auth.newPassword.title'))
  await page.getByRole('textbox', { name: msg(locale, 'auth.newPassword.password'), exact: true }).fill('Renewed#2027')
  await page.getByRole('button', { name: msg(locale, 'auth.newPassword.submit') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'auth.newPassword.successTitle'))
  await expectNoAxeViolations(page)

  // The link works once.
  await page.goto(url.pathname + url.search)
  await page.getByRole('textbox', { name: msg(locale, 'auth.newPassword.password'), exact: true }).fill('Another#2027')
  await page.getByRole('button', { name: msg(locale, 'auth.newPassword.submit') }).click()
  await expect(page.getByRole('link', { name: msg(locale, 'auth.newPassword.requestNewLink') })).toBeVisible()

  await page.goto(home[locale])
  const dialog = await signIn(page, locale, email, 'Renewed#2027')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Inés' })).toBeVisible()
})

test('the /login page shows the login form and is accessible', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'auth.login.title'))
  await expectNoAxeViolations(page)
})
