// Account deletion end to end (/delete-account): the server renders the content page; a
// shopper who is signed out is sent to sign in and comes back; signed in, they check the box,
// confirm in the window and see their reference, which the acknowledgment email in the outbox
// carries; back later, the page shows the request at once. The Spanish page too.
import type { Page } from '@playwright/test'
import { createAccountFromSignIn, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

// The content page's name (content/pages/delete-account.{locale}.json) is the page's heading.
const HEADING: Record<Locale, string> = { 'en-US': 'Delete your account', 'es-US': 'Elimine su cuenta' }
const PATH: Record<Locale, string> = { 'en-US': '/delete-account', 'es-US': '/es/delete-account' }

function uniqueEmail(tag: string) {
  return `e2e-delete-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

const requestSection = (page: Page, locale: Locale) => page.getByRole('region', { name: msg(locale, 'accountDeletion.title') })

/** A new shopper account, made with the header's sign-in window; signed out again after. */
async function registerAndLogOut(page: Page, locale: Locale, email: string, password: string, firstName: string) {
  await page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') }).click()
  await page.getByRole('button', { name: msg(locale, 'loginMenu.signInOrCreate') }).click()
  const login = page.getByRole('dialog', { name: msg(locale, 'auth.login.title') })
  await createAccountFromSignIn(page, locale, login, { email, password, firstName })
  await page.getByRole('button', { name: firstName }).click()
  await page.getByRole('button', { name: msg(locale, 'loginMenu.logout') }).click()
  await expect(page.getByRole('button', { name: msg(locale, 'loginMenu.logIn') })).toBeVisible()
}

test('a customer signs in, asks to delete their account, sees the reference and gets the email', async ({ page, request }) => {
  const locale = 'en-US'
  const email = uniqueEmail('en')
  const password = 'Leasing#2026'

  // The server renders the content page (the request below it is the visitor's: after hydration).
  const html = await (await request.get(PATH[locale])).text()
  expect(html).toContain(`>${HEADING[locale]}</h1>`)

  await page.goto(PATH[locale])
  await waitForApp(page)
  await registerAndLogOut(page, locale, email, password, 'Robin')

  await page.goto(PATH[locale])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[locale])
  await waitForApp(page)
  const section = requestSection(page, locale)
  await expect(section).toContainText(msg(locale, 'accountDeletion.signInText'))
  await section.getByRole('link', { name: msg(locale, 'accountDeletion.signIn') }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('textbox', { name: msg(locale, 'auth.login.email'), exact: true }).fill(email)
  await page.getByRole('textbox', { name: msg(locale, 'auth.login.password'), exact: true }).fill(password)
  await page.getByRole('button', { name: msg(locale, 'auth.login.submit') }).click()
  await expect(page).toHaveURL(/\/delete-account$/)

  // The box first; then the window, whose Cancel changes nothing.
  const checkbox = section.getByRole('checkbox', { name: msg(locale, 'accountDeletion.understand') })
  const deleteButton = section.getByRole('button', { name: msg(locale, 'accountDeletion.submit') })
  await deleteButton.click()
  await expect(section).toContainText(msg(locale, 'accountDeletion.understandRequired'))
  await expect(checkbox).toBeFocused()
  await checkbox.check()
  await deleteButton.click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'accountDeletion.confirmTitle') })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: msg(locale, 'accountDeletion.cancel') }).click()
  await expect(dialog).toBeHidden()
  await expect(deleteButton).toBeFocused()

  await deleteButton.click()
  await dialog.getByRole('button', { name: msg(locale, 'accountDeletion.confirm') }).click()
  const done = section.getByRole('status')
  await expect(done).toHaveText(/Your reference is DEL-[0-9A-Z]{8}\./)
  const reference = /DEL-[0-9A-Z]{8}/.exec((await done.textContent()) ?? '')![0]
  await expect(done).toHaveText(msg(locale, 'accountDeletion.requested', { reference }))
  await expect(done).toBeFocused()
  await expectNoAxeViolations(page)

  const outbox = await request.get(`/dev/outbox?format=json&recipient=${encodeURIComponent(email)}`)
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] }
  const acknowledgments = messages.filter((m) => m.subject === 'We received your request to delete your account')
  expect(acknowledgments).toHaveLength(1)
  expect(acknowledgments[0].body).toContain(reference)
  expect(acknowledgments[0].body).toContain('We will finish within 30 days')
  expect(acknowledgments[0].body).toContain('1-800-555-0199')

  // Back later: the request shows at once, with the same reference.
  await page.reload()
  await expect(requestSection(page, locale).getByRole('status')).toHaveText(msg(locale, 'accountDeletion.requested', { reference }))
  await expect(requestSection(page, locale).getByRole('checkbox')).toHaveCount(0)
})

test('the Spanish page asks a signed-out shopper to sign in @phone', async ({ page, request }) => {
  const locale = 'es-US'
  const html = await (await request.get(PATH[locale])).text()
  expect(html).toContain(`>${HEADING[locale]}</h1>`)
  expect(html).toContain('lang="es-US"')

  await page.goto(PATH[locale])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING[locale])
  await expect(page).toHaveTitle(`${HEADING[locale]} | Northwind Lease`)
  await waitForApp(page)
  const section = requestSection(page, locale)
  await expect(section).toContainText(msg(locale, 'accountDeletion.signInText'))
  await expect(section.getByRole('link', { name: msg(locale, 'accountDeletion.signIn') })).toBeVisible()
  await expectNoAxeViolations(page)
})
