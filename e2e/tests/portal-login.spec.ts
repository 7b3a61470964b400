// The customer portal's sign-in through the identity provider: email + password, a texted
// code and an emailed magic link each reach /dashboard. Codes and links come from the demo
// outbox (/dev/outbox), as a developer would read them.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, msg } from './support'

type Locale = 'en-US' | 'es-US'

async function latestOutboxBody(request: APIRequestContext, recipient: string): Promise<string> {
  const res = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(recipient)}`)
  const { messages } = (await res.json()) as { messages: { body: string }[] }
  expect(messages.length).toBeGreaterThan(0)
  return messages[0].body
}

async function openMethod(page: Page, locale: Locale, tabId: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'customerLogin.title'))
  await page.getByRole('tablist', { name: msg(locale, 'customerLogin.methods') }).getByRole('tab', { name: msg(locale, tabId) }).click()
  return page.getByRole('tabpanel', { name: msg(locale, tabId) })
}

async function expectDashboard(page: Page, locale: Locale, firstName: string) {
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.welcome', { firstName }))
  await expect(page.getByRole('navigation', { name: msg(locale, 'portalNav.label') })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('is_customer_logged_in'))).toBe('true')
}

test('email and password reach the dashboard from the header, and logout returns home', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') }).click()
  await page.getByRole('link', { name: msg('en-US', 'loginMenu.customerLogin') }).click()
  const panel = await openMethod(page, 'en-US', 'customerLogin.tab.password')
  await expectNoAxeViolations(page)

  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill('maria.lopez@northwind-lease.example')
  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill('Not#TheOne1')
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(panel.getByRole('alert')).toHaveText(msg('en-US', 'auth.error.unauthorized'))

  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill('Lease#2026')
  // Signing in puts the lease customer's GUID into the shopper context.
  const contextSet = page.waitForResponse(
    (r) => /\/shopper-context\/[^/?]+/.test(r.url()) && ['PUT', 'PATCH'].includes(r.request().method()),
  )
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  const setResponse = await contextSet
  expect(setResponse.ok()).toBe(true)
  expect(setResponse.request().postDataJSON()).toEqual({
    customQualifiers: { customerGuid: '6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01' },
  })
  await expectDashboard(page, 'en-US', 'María')
  await expectNoAxeViolations(page)

  // A reload keeps the session.
  await page.reload()
  await expectDashboard(page, 'en-US', 'María')

  // A lease customer (with a GUID) has the Dashboard entry.
  await page.getByRole('button', { name: 'María' }).click()
  await expect(page.getByRole('link', { name: msg('en-US', 'loginMenu.dashboard') })).toBeVisible()
  const contextCleared = page.waitForResponse(
    (r) => /\/shopper-context\/[^/?]+/.test(r.url()) && r.request().method() === 'DELETE',
  )
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logout') }).click()
  expect((await contextCleared).status()).toBe(204)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') })).toBeVisible()
  // The provider session ended too: the login page asks again.
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/customer-login$/)
})

test('a texted code reaches the dashboard in Spanish @phone', async ({ page, request }, testInfo) => {
  // One phone per project: a second code for the same phone within 30 s is throttled.
  const [phone, firstName] = testInfo.project.name === 'phone' ? ['6145550119', 'Aisha'] : ['4045550163', 'James']
  await page.goto('/es/customer-login')
  const panel = await openMethod(page, 'es-US', 'customerLogin.tab.sms')
  await panel.getByRole('textbox', { name: msg('es-US', 'customerLogin.sms.phone') }).fill(phone)
  await panel.getByRole('button', { name: msg('es-US', 'customerLogin.sms.sendCode') }).click()
  const codeField = panel.getByRole('textbox', { name: msg('es-US', 'customerLogin.sms.code') })
  await expect(codeField).toBeFocused()
  await expectNoAxeViolations(page)

  const text = await latestOutboxBody(request, phone)
  expect(text).toContain('código')
  const code = text.match(/\b\d{6}\b/)![0]
  const wrong = code === '000000' ? '111111' : '000000'
  await codeField.fill(wrong)
  await panel.getByRole('button', { name: msg('es-US', 'customerLogin.sms.verify') }).click()
  await expect(panel.getByRole('alert')).toContainText('4')

  await codeField.fill(code)
  await panel.getByRole('button', { name: msg('es-US', 'customerLogin.sms.verify') }).click()
  await expectDashboard(page, 'es-US', firstName)
  await expect(page).toHaveURL(/\/es\/dashboard$/)
})

test('an emailed magic link reaches the dashboard, and works only once', async ({ page, request }) => {
  const email = 'aisha.khan@northwind-lease.example'
  await page.goto('/customer-login')
  const panel = await openMethod(page, 'en-US', 'customerLogin.tab.magicLink')
  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(email)
  await panel.getByRole('button', { name: msg('en-US', 'customerLogin.magic.sendLink') }).click()
  await expect(page.getByTestId('magic-link-sent')).toContainText(msg('en-US', 'customerLogin.magic.checkEmailTitle'))

  const body = await latestOutboxBody(request, email)
  const link = new URL(body.split(/\s+/).find((w) => w.includes('/magic-link?token='))!)
  await page.goto(link.pathname + link.search)
  await expectDashboard(page, 'en-US', 'Aisha')

  await page.context().clearCookies()
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'magicLink.failedTitle'))
  await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'magicLink.invalid'))
  await expectNoAxeViolations(page)
})

test('guests who open the dashboard are sent to the customer login', async ({ page }) => {
  await page.goto('/nw/dashboard')
  await expect(page).toHaveURL(/\/nw\/customer-login$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
})

test('a shopper signing in to the portal for the first time gets a customer profile and the Dashboard entry', async ({ page }) => {
  const email = `e2e-portal-${Date.now()}@example.com`
  await page.goto('/')
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.signInOrCreate') }).click()
  await page.getByRole('button', { name: msg('en-US', 'auth.login.createAccount') }).click()
  const dialog = page.getByRole('dialog', { name: msg('en-US', 'auth.register.title') })
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.register.firstName') }).fill('Quinn')
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.register.lastName') }).fill('Tester')
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.register.email'), exact: true }).fill(email)
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.register.password'), exact: true }).fill('Portal#2026')
  await dialog.getByRole('button', { name: msg('en-US', 'auth.register.submit') }).click()
  await page.getByRole('button', { name: 'Quinn' }).click()
  await expect(page.getByRole('link', { name: msg('en-US', 'loginMenu.dashboard') })).toHaveCount(0)

  await page.goto('/customer-login')
  const panel = await openMethod(page, 'en-US', 'customerLogin.tab.password')
  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(email)
  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill('Portal#2026')
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expectDashboard(page, 'en-US', 'Quinn')
  // No reload needed: the profile now carries a GUID.
  await page.getByRole('button', { name: 'Quinn' }).click()
  await expect(page.getByRole('link', { name: msg('en-US', 'loginMenu.dashboard') })).toBeVisible()
})
