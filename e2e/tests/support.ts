import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * The stories' `test`: each fails when the browser refused anything under the
 * Content-Security-Policy the server sends — a blocked script, style, image, frame or call
 * (the page's `securitypolicyviolation` events), or what the browser logged about it: a
 * message naming the Content Security Policy, or any "Refused to ..." (also a file refused for
 * its content type under `nosniff`). Pages of the story's own browser context are watched; the
 * init script runs in every page before the page's own.
 */
export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('__leasefrontCspViolation', ({ page }, text: string) => {
        violations.push(`${page.url()}: ${text}`)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __leasefrontCspViolation: (text: string) => Promise<void> }).__leasefrontCspViolation
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
          void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where} ${event.sample}`.trim())
        })
      })
      context.on('console', (message) => {
        const text = message.text()
        if (text.startsWith('Refused to') || text.includes('Content Security Policy'))
          violations.push(`${message.page()?.url() ?? ''}: ${text}`)
      })
      await use()
      expect(violations, 'the browser refused something under the Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

type Catalogue = Record<string, string | { defaultMessage: string }>

function load(locale: string): Catalogue {
  return JSON.parse(readFileSync(resolve(`../web/translations/${locale}.json`), 'utf8')) as Catalogue
}

const catalogues: Record<string, Catalogue> = { 'en-US': load('en-US'), 'es-US': load('es-US') }

/** The catalogue text of a message, with {placeholders} filled in. */
export function msg(locale: 'en-US' | 'es-US', id: string, values: Record<string, string> = {}): string {
  const entry = catalogues[locale][id]
  if (entry === undefined) throw new Error(`message ${id} missing in ${locale}`)
  const text = typeof entry === 'string' ? entry : entry.defaultMessage
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}

/** A page of the demo content as its file holds it (content/pages/{id}.{locale}.json). */
export interface ContentFile {
  id: string
  typeId: string
  name: string
  description: string
  regions: ContentRegion[]
}
interface ContentRegion {
  id: string
  components?: { id: string; typeId: string; data?: Record<string, unknown>; regions?: ContentRegion[] }[]
}

export function contentFile(id: string, locale: 'en-US' | 'es-US'): ContentFile {
  return JSON.parse(readFileSync(resolve(`../content/pages/${id}.${locale}.json`), 'utf8')) as ContentFile
}

/** Every component's data of a page file, depth first, with its type. */
export function contentComponents(page: ContentFile): { typeId: string; data: Record<string, unknown> }[] {
  const walk = (regions: ContentRegion[]): { typeId: string; data: Record<string, unknown> }[] =>
    regions.flatMap((region) =>
      (region.components ?? []).flatMap((c) => [{ typeId: c.typeId, data: c.data ?? {} }, ...walk(c.regions ?? [])]),
    )
  return walk(page.regions)
}

/** The button text of a page's lead form (`partner` or `report`), as its content file words it. */
export function leadFormButton(pageId: string, locale: 'en-US' | 'es-US', form: 'partner' | 'report'): string {
  const found = contentComponents(contentFile(pageId, locale)).find((c) => c.typeId === 'commerce_assets.leadForm' && c.data.form === form)
  if (!found) throw new Error(`no ${form} lead form on ${pageId} (${locale})`)
  return String(found.data.buttonText)
}

/** Every axe rule (WCAG and best practices) must pass on what the page shows now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }))
  expect(summary).toEqual([])
}

/**
 * Picks a lease in the header's lease selector (in the account menu). The menu loads after the
 * page starts; on a busy machine a first click can land before it answers (CI once waited three
 * minutes for a menu that never opened), so it is opened until the selector shows.
 */
export async function chooseLease(page: Page, locale: 'en-US' | 'es-US', accountName: string, number: string) {
  const selector = page.getByLabel(msg(locale, 'leaseSelector.label'), { exact: true })
  await expect(async () => {
    if (!(await selector.isVisible())) await page.getByRole('button', { name: accountName }).click()
    await expect(selector).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 30_000 })
  const option = selector.locator('option', { hasText: `#${number}` })
  await selector.selectOption({ label: (await option.innerText()).trim() })
  await page.keyboard.press('Escape')
}

/**
 * From the open sign-in window, creates a shopper account (first name, "Tester", email,
 * password) and waits for the registration window to close.
 */
export async function createAccountFromSignIn(
  page: Page,
  locale: 'en-US' | 'es-US',
  login: Locator,
  account: { email: string; password: string; firstName: string },
): Promise<void> {
  await login.getByRole('button', { name: msg(locale, 'auth.login.createAccount') }).click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'auth.register.title') })
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.register.firstName') }).fill(account.firstName)
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.register.lastName') }).fill('Tester')
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.register.email'), exact: true }).fill(account.email)
  await dialog.getByRole('textbox', { name: msg(locale, 'auth.register.password'), exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: msg(locale, 'auth.register.submit') }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Gives the visitor's cookie choice before the page's own code runs, on every page of the
 * story (the web app's localStorage key; the cookie bar then does not show): what a story
 * needs that only runs with consent, such as the recommendations' activity reports.
 */
export async function chooseCookies(page: Page, choice: { performance: boolean; marketing: boolean }): Promise<void> {
  await page.addInitScript((stored) => window.localStorage.setItem('leasefront.consent', stored), JSON.stringify({ version: 1, ...choice }))
}

/** Every demo lease customer's password (README: demo accounts). */
export const DEMO_PASSWORD = 'Lease#2026'

/**
 * Waits until the app has started on the page (`<html data-hydrated>`): before that a
 * server-rendered form is plain HTML, and a click on its button would post it to the server.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** Signs a lease customer in with a password on /customer-login, landing on the dashboard. */
export async function signIn(page: Page, locale: 'en-US' | 'es-US', email: string, password = DEMO_PASSWORD) {
  await page.goto(locale === 'es-US' ? '/es/customer-login' : '/customer-login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'customerLogin.title'))
  await waitForApp(page)
  const tab = msg(locale, 'customerLogin.tab.password')
  await page
    .getByRole('tablist', { name: msg(locale, 'customerLogin.methods') })
    .getByRole('tab', { name: tab })
    .click()
  const panel = page.getByRole('tabpanel', { name: tab })
  await panel.getByRole('textbox', { name: msg(locale, 'auth.login.email'), exact: true }).fill(email)
  await panel.getByLabel(msg(locale, 'auth.login.password'), { exact: true }).fill(password)
  await panel.getByRole('button', { name: msg(locale, 'auth.login.submit') }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * A shopper account of the story's own (stories run side by side), registered from the home
 * page's sign-in window and signed out again: the story goes on as a guest who has an account.
 * Answers its email and password, and the sign-in window (to sign in with them later).
 */
export async function registerThenSignOut(page: Page, name: { first: string; last: string }) {
  const email = `e2e-${name.last.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Leasing#2026'
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.signInOrCreate') }).click()
  const login = page.getByRole('dialog', { name: msg('en-US', 'auth.login.title') })
  await login.getByRole('button', { name: msg('en-US', 'auth.login.createAccount') }).click()
  const register = page.getByRole('dialog', { name: msg('en-US', 'auth.register.title') })
  await register.getByRole('textbox', { name: msg('en-US', 'auth.register.firstName') }).fill(name.first)
  await register.getByRole('textbox', { name: msg('en-US', 'auth.register.lastName') }).fill(name.last)
  await register.getByRole('textbox', { name: msg('en-US', 'auth.register.email'), exact: true }).fill(email)
  await register.getByRole('textbox', { name: msg('en-US', 'auth.register.password'), exact: true }).fill(password)
  await register.getByRole('button', { name: msg('en-US', 'auth.register.submit') }).click()
  await expect(page.getByRole('button', { name: name.first })).toBeVisible()
  await page.getByRole('button', { name: name.first }).click()
  await page.getByRole('button', { name: msg('en-US', 'loginMenu.logout') }).click()
  await expect(page.getByRole('button', { name: msg('en-US', 'loginMenu.logIn') })).toBeVisible()
  return { email, password, login }
}
