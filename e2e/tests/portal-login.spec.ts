// The customer portal's sign-in through the identity provider: email + password, a texted
// code and an emailed magic link each reach /dashboard. Codes and links come from the demo
// outbox (/dev/outbox), as a developer would read them. Every sign-in is bound to the browser
// that began it (a pending sign-in: state + PKCE verifier), so a code made elsewhere — a login
// CSRF, or a magic link opened in another browser — signs nobody in. Customer Login follows the
// site's preferences: northwind (enableKeycloak) goes through the provider's /idp/auth,
// northwind-partners straight to /customer-login. Logout ends the provider session too.
import { createHash, randomBytes } from 'node:crypto'
import type { APIRequestContext, Page, Response } from '@playwright/test'
import { expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

async function latestOutboxBody(request: APIRequestContext, recipient: string): Promise<string> {
  const res = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(recipient)}`)
  const { messages } = (await res.json()) as { messages: { body: string }[] }
  expect(messages.length).toBeGreaterThan(0)
  return messages[0].body
}

async function openMethod(page: Page, locale: Locale, tabId: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'customerLogin.title'))
  await waitForApp(page)
  await page
    .getByRole('tablist', { name: msg(locale, 'customerLogin.methods') })
    .getByRole('tab', { name: msg(locale, tabId) })
    .click()
  return page.getByRole('tabpanel', { name: msg(locale, tabId) })
}

async function signInWithPassword(page: Page, locale: Locale, email: string, password: string) {
  const panel = await openMethod(page, locale, 'customerLogin.tab.password')
  await panel.getByRole('textbox', { name: msg(locale, 'auth.login.email'), exact: true }).fill(email)
  await panel.getByLabel(msg(locale, 'auth.login.password'), { exact: true }).fill(password)
  await panel.getByRole('button', { name: msg(locale, 'auth.login.submit') }).click()
}

async function expectDashboard(page: Page, locale: Locale, firstName: string) {
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'dashboard.welcome', { firstName }))
  await expect(page.getByRole('navigation', { name: msg(locale, 'portalNav.label') })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('is_customer_logged_in'))).toBe('true')
}

/** The paths of the page's top-level navigations (redirects included), from now on. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

/** The login page's question to the provider whether this browser has a live session (it signs in by itself when so). */
const isSessionResume = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/idp/api/session'

/** Whether the browser of `page` has a live identity-provider session. */
async function hasProviderSession(page: Page): Promise<boolean> {
  const res = await page.request.post('/idp/api/id-token-hint', { data: {} })
  expect([200, 401]).toContain(res.status())
  return res.status() === 200
}

async function openCustomerLoginFromHeader(page: Page, locale: Locale) {
  await page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') }).click()
  await page.getByRole('link', { name: msg(locale, 'loginMenu.customerLogin') }).click()
}

test('Customer Login on northwind goes through the provider to /customer-login; password, dashboard, logout ends both sessions', async ({
  page,
}) => {
  await page.goto('/')
  const navigations = recordNavigations(page)
  await openCustomerLoginFromHeader(page, 'en-US')
  await expect(page).toHaveURL(/\/customer-login$/)
  // The header's link went to the provider (enableKeycloak), which had no session to resume.
  expect(navigations).toEqual(['/idp/auth', '/customer-login'])
  const pending = await page.evaluate(() => localStorage.getItem('idp_pending_sign_in'))
  expect(pending).toContain('"state"')
  const panel = await openMethod(page, 'en-US', 'customerLogin.tab.password')
  await expectNoAxeViolations(page)

  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill('maria.lopez@northwind-lease.example')
  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill('Not#TheOne1')
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(panel.getByRole('alert')).toHaveText(msg('en-US', 'auth.error.unauthorized'))

  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill('Lease#2026')
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expectDashboard(page, 'en-US', 'María')
  await expectNoAxeViolations(page)
  // The binding is used up; no token of the provider is kept in the page.
  expect(await page.evaluate(() => localStorage.getItem('idp_pending_sign_in'))).toBeNull()
  expect(await hasProviderSession(page)).toBe(true)

  // A reload keeps the session.
  await page.reload()
  await expectDashboard(page, 'en-US', 'María')

  // A lease customer (with a GUID) has the Dashboard entry.
  await page.getByRole('button', { name: 'María' }).click()
  await expect(page.getByRole('link', { name: msg('en-US', 'loginMenu.dashboard') })).toBeVisible()
  const logoutNavigations = recordNavigations(page)
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logout') }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') })).toBeVisible()
  // Through the provider's logout, back home.
  expect(logoutNavigations).toEqual(['/idp/logout', '/'])

  // After logout: no id token in the page's storage, and the provider session is over.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
  expect(stored).not.toMatch(/idp_id_token|eyJ[\w-]+\.eyJ/)
  expect(await hasProviderSession(page)).toBe(false)
  // The login page asks again (no silent sign-in): once the page has asked the provider for a
  // live session (the only way it signs in by itself), it is still the login page.
  const resumed = page.waitForResponse(isSessionResume)
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  await resumed
  await expect(page).toHaveURL(/\/customer-login$/)
})

test('a browser with a live provider session goes through /idp/auth straight to the dashboard', async ({ page, context }) => {
  await page.goto('/es/customer-login')
  await signInWithPassword(page, 'es-US', 'james.carter@northwind-lease.example', 'Lease#2026')
  await expectDashboard(page, 'es-US', 'James')

  // The shopper session is gone (its refresh cookie), the provider's session is not.
  await context.clearCookies({ name: 'lf_refresh' })
  await page.goto('/es/')
  const navigations = recordNavigations(page)
  await openCustomerLoginFromHeader(page, 'es-US')
  await expectDashboard(page, 'es-US', 'James')
  await expect(page).toHaveURL(/\/es\/dashboard$/)
  expect(navigations.slice(0, 2)).toEqual(['/idp/auth', '/es/idpcallback'])
  expect(navigations).not.toContain('/es/customer-login')
  await expectNoAxeViolations(page)
})

test('Customer Login on northwind-partners (enableKeycloak off) goes straight to /customer-login', async ({ page }) => {
  await page.goto('/nwp/')
  const navigations = recordNavigations(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  await openCustomerLoginFromHeader(page, 'en-US')
  await expect(page).toHaveURL(/\/nwp\/customer-login$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  // An in-app navigation: no page load, never the provider's /idp/auth.
  expect(navigations).toEqual([])
  expect(requests).not.toContain('/idp/auth')
  await expectNoAxeViolations(page)
})

test('login CSRF: a provider code made in another browser leaves the victim anonymous, with the failure shown', async ({
  page,
  browser,
}) => {
  // The attacker signs in to their own account in their own browser, and stops before redeeming.
  const attacker = await browser.newContext()
  const verifier = randomBytes(48).toString('base64url')
  const attackerBinding = { codeChallenge: createHash('sha256').update(verifier).digest('base64url'), state: 'attacker-state-123' }
  const res = await attacker.request.post('/idp/api/password', {
    data: { email: 'aisha.khan@northwind-lease.example', password: 'Lease#2026', ...attackerBinding },
  })
  expect(res.status()).toBe(200)
  const { code, state } = (await res.json()) as { code: string; state: string }
  expect(state).toBe(attackerBinding.state)

  // The victim has a sign-in of their own pending (they opened the login page), then follows
  // the attacker's link.
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  const calls: string[] = []
  page.on('request', (request) => calls.push(`${request.method()} ${new URL(request.url()).pathname}`))
  await page.goto(`/idpcallback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`)
  await expect(page).toHaveURL(/\/customer-login$/)
  await expect(page.getByRole('alert')).toHaveText(msg('en-US', 'auth.error.generic'))
  await expect(page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') })).toBeVisible()
  expect(calls).not.toContain('POST /idp/api/token')
  expect(calls).not.toContain('GET /api/token-exchange')
  expect(await page.evaluate(() => sessionStorage.getItem('is_customer_logged_in'))).toBeNull()
  await expectNoAxeViolations(page)

  // The victim's shopper session is still a guest's.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/customer-login$/)
  await attacker.close()
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

test('an emailed magic link completes only in the browser that asked for it, and only once', async ({ page, request, browser }) => {
  // Three browsers and the provider's round trips: near 30 s on a 2-core machine with two workers.
  test.slow()
  const email = 'aisha.khan@northwind-lease.example'
  await page.goto('/customer-login')
  const panel = await openMethod(page, 'en-US', 'customerLogin.tab.magicLink')
  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(email)
  await panel.getByRole('button', { name: msg('en-US', 'customerLogin.magic.sendLink') }).click()
  await expect(page.getByTestId('magic-link-sent')).toContainText(msg('en-US', 'customerLogin.magic.checkEmailTitle'))

  const body = await latestOutboxBody(request, email)
  const link = new URL(body.split(/\s+/).find((w) => w.includes('/magic-link?token='))!)
  const path = link.pathname + link.search

  // Opened in another browser: it says where to open it, and leaves the link unused.
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await other.goto(path)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'magicLink.failedTitle'))
  await expect(other.getByRole('alert')).toHaveText(msg('en-US', 'magicLink.otherBrowser'))
  await expect(other.getByRole('link', { name: msg('en-US', 'magicLink.requestNewLink') })).toBeVisible()
  await expectNoAxeViolations(other)
  await other.goto('/dashboard')
  await expect(other).toHaveURL(/\/customer-login$/)
  await elsewhere.close()

  // In a new tab of the browser that asked for it, it signs in.
  const tab = await page.context().newPage()
  await tab.goto(path)
  await expectDashboard(tab, 'en-US', 'Aisha')

  // Used: a second time it is invalid.
  await page.context().clearCookies()
  // The page begins its sign-in (this browser's binding) once it has hydrated, which now yields
  // to the browser (a transition): let it finish, as anyone reading the page would. Its last
  // step is asking the provider for a live session.
  const resumed = page.waitForResponse(isSessionResume)
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  await resumed
  await page.goto(path)
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
  await signInWithPassword(page, 'en-US', email, 'Portal#2026')
  await expectDashboard(page, 'en-US', 'Quinn')
  // No reload needed: the profile now carries a GUID.
  await page.getByRole('button', { name: 'Quinn' }).click()
  await expect(page.getByRole('link', { name: msg('en-US', 'loginMenu.dashboard') })).toBeVisible()
})

test('a shopper signed in with the modal logs out without the provider', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.signInOrCreate') }).click()
  const dialog = page.getByRole('dialog', { name: msg('en-US', 'auth.login.title') })
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill('shopper@northwind-lease.example')
  await dialog.getByRole('textbox', { name: msg('en-US', 'auth.login.password'), exact: true }).fill('Shopper#2026')
  await dialog.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(dialog).toBeHidden()
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  await page.getByRole('button', { name: 'Sam' }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logout') }).click()
  await expect(page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(requests.some((path) => path.endsWith('/oauth2/logout'))).toBe(true)
  expect(requests).not.toContain('/idp/api/id-token-hint')
  expect(requests).not.toContain('/idp/logout')
})
