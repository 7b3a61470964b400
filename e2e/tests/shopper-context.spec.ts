// The shopper context of the customer auth: a lease customer's
// portal sign-in writes its GUID as customQualifiers.customerGuid, a reload of the same session
// writes nothing again, and logout deletes the context before the platform logout.
import type { Page, Request } from '@playwright/test'
import { expect, msg, test, waitForApp } from './support'

const JAMES = { email: 'james.carter@northwind-lease.example', password: 'Lease#2026', guid: 'a2d94e17-58c0-4b3f-8e6a-7c1f0b9d2e02' }

const isContextCall = (request: Request) => /\/shopper-context\/v1\/organizations\/[^/]+\/shopper-context\/[^/?]+/.test(request.url())
const isWrite = (request: Request) => isContextCall(request) && ['PUT', 'PATCH', 'DELETE'].includes(request.method())

/** Every request of the page from now on, as "METHOD path". */
function recordRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => seen.push(`${request.method()} ${new URL(request.url()).pathname}`))
  return seen
}

test('portal sign-in sets customQualifiers.customerGuid; a reload writes nothing; logout deletes the context first', async ({ page }) => {
  await page.goto('/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'customerLogin.title'))
  await waitForApp(page)
  const panel = page.getByRole('tabpanel', { name: msg('en-US', 'customerLogin.tab.password') })
  await panel.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(JAMES.email)
  await panel.getByLabel(msg('en-US', 'auth.login.password'), { exact: true }).fill(JAMES.password)

  const contextSet = page.waitForResponse((r) => isContextCall(r.request()) && ['PUT', 'PATCH'].includes(r.request().method()))
  await panel.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  const setResponse = await contextSet
  expect(setResponse.ok()).toBe(true)
  expect(setResponse.request().postDataJSON()).toEqual({ customQualifiers: { customerGuid: JAMES.guid } })
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'dashboard.welcome', { firstName: 'James' }))

  // The restored session reads its context and finds the GUID there: no second write.
  const writes: string[] = []
  page.on('request', (request) => {
    if (isWrite(request)) writes.push(request.method())
  })
  const contextRead = page.waitForResponse((r) => isContextCall(r.request()) && r.request().method() === 'GET')
  await page.reload()
  const read = await contextRead
  expect(read.status()).toBe(200)
  expect(((await read.json()) as { customQualifiers?: Record<string, string> }).customQualifiers).toEqual({
    customerGuid: JAMES.guid,
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'dashboard.welcome', { firstName: 'James' }))

  // Logout: the context is deleted while the registered session is current, then the platform logout.
  const requests = recordRequests(page)
  const contextCleared = page.waitForResponse((r) => isContextCall(r.request()) && r.request().method() === 'DELETE')
  await page.getByRole('button', { name: 'James' }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logout') }).click()
  expect((await contextCleared).status()).toBe(204)
  // From the reload until the logout the page wrote nothing: the one write is the logout's delete.
  expect(writes).toEqual(['DELETE'])
  await expect(page).toHaveURL(/\/$/)
  const clearAt = requests.findIndex((r) => r.startsWith('DELETE ') && r.includes('/shopper-context/'))
  const logoutAt = requests.findIndex((r) => r.endsWith('/oauth2/logout'))
  expect(clearAt).toBeGreaterThan(-1)
  expect(logoutAt).toBeGreaterThan(clearAt)
})
