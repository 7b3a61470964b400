// The cookie bar and campaign tracking end to end, in en-US and es-US, desktop and phone: a
// visitor who refuses keeps no tracking cookie (and the opt-out flag is set); one who accepts
// keeps the link's campaign in cookies with their lifetimes, and a partner lead they send then
// carries it. The bar is axe-clean while open; the choice is changed from the footer.
import type { BrowserContext, Page } from '@playwright/test'
import { chooseCookies, expect, expectNoAxeViolations, leadFormButton, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const prefix: Record<Locale, string> = { 'en-US': '', 'es-US': '/es' }
const TRACKED = /^(utm_.+|gclid|msclkid|fbclid|davuid|dasrc|referral_code)$/
const DAY = 24 * 60 * 60

const bar = (page: Page, locale: Locale) => page.getByRole('region', { name: msg(locale, 'consent.banner.title') })

async function trackingCookies(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).filter((c) => TRACKED.test(c.name)).map((c) => [c.name, c]))
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a visitor who refuses cookies keeps no tracking cookie, only the referral code (${locale}) @phone`, async ({ page, context }) => {
    await page.goto(`${prefix[locale]}/?utm_source=email&utm_campaign=spring&gclid=g-1&referral_code=R42`)
    await waitForApp(page)
    await expect(bar(page, locale)).toBeVisible()
    await expect(bar(page, locale)).toContainText(msg(locale, 'consent.banner.text'))
    // Nothing but necessary storage before the choice: the referral code alone, which decides
    // what a referred shopper is shown.
    await expect.poll(async () => Object.keys(await trackingCookies(context))).toEqual(['referral_code'])
    await expectNoAxeViolations(page)

    await bar(page, locale)
      .getByRole('button', { name: msg(locale, 'consent.necessaryOnly') })
      .click()
    await expect(bar(page, locale)).toBeHidden()
    expect(Object.keys(await trackingCookies(context))).toEqual(['referral_code'])
    expect(await page.evaluate(() => window.localStorage.getItem('truyoConsentOptOut'))).toBe('true')

    // Remembered: the next page asks nothing, sets nothing; the footer offers the choice again.
    await page.goto(`${prefix[locale]}/?utm_source=email`)
    await waitForApp(page)
    const preferences = page.getByRole('contentinfo').getByRole('button', { name: msg(locale, 'consent.preferences') })
    await expect(preferences).toBeVisible()
    await expect(bar(page, locale)).toBeHidden()
    expect(Object.keys(await trackingCookies(context))).toEqual(['referral_code'])
  })

  test(`a visitor who accepts keeps the campaign with its lifetimes, and their partner lead carries it (${locale}) @phone`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    await page.goto(`${prefix[locale]}/partner?utm_source=email&utm_medium=newsletter&utm_campaign=spring&referral_code=R42`)
    await waitForApp(page)
    await bar(page, locale)
      .getByRole('button', { name: msg(locale, 'consent.acceptAll') })
      .click()
    await expect(bar(page, locale)).toBeHidden()

    await expect
      .poll(async () => Object.keys(await trackingCookies(context)).sort())
      .toEqual(['dasrc', 'davuid', 'referral_code', 'utm_campaign', 'utm_medium', 'utm_source'])
    const cookies = await trackingCookies(context)
    const now = Date.now() / 1000
    const lifetime = (name: string) => Math.round((cookies[name]!.expires - now) / DAY)
    expect(cookies.utm_source!.value).toBe('email')
    expect(cookies.utm_campaign!.value).toBe('spring')
    expect(cookies.dasrc!.value).toBe('web')
    // A three-digit random number, then the time in milliseconds.
    expect(cookies.davuid!.value).toMatch(/^[1-9]\d{2}\d{13}$/)
    expect(Number(cookies.davuid!.value.slice(3))).toBeGreaterThan(Date.now() - 5 * 60_000)
    expect({
      utm_source: lifetime('utm_source'),
      utm_medium: lifetime('utm_medium'),
      utm_campaign: lifetime('utm_campaign'),
      davuid: lifetime('davuid'),
      dasrc: lifetime('dasrc'),
      referral_code: lifetime('referral_code'),
    }).toEqual({ utm_source: 14, utm_medium: 14, utm_campaign: 14, davuid: 14, dasrc: 14, referral_code: 7 })
    expect(cookies.utm_source!.sameSite).toBe('Lax')

    // A partner lead sent on a later page of the visit carries the campaign, visitor id and source.
    await page.goto(`${prefix[locale]}/partner`)
    await waitForApp(page)
    await page
      .getByRole('main')
      .getByRole('button', { name: leadFormButton('partner', locale, 'partner') })
      .click()
    const dialog = page.getByRole('dialog', { name: msg(locale, 'leads.partner.title') })
    const field = (id: string, values: Record<string, string> = {}) => dialog.getByLabel(msg(locale, id, values), { exact: true })
    const email = `consent-${locale}-${testInfo.project.name}@retailer.example`
    await field('leads.field.firstName').fill('Grace')
    await field('leads.field.lastName').fill('Hopper')
    await field('leads.field.company').fill('Compiler Furniture')
    await field('leads.field.title').fill('Owner')
    await field('leads.field.email').fill(email)
    await field('leads.field.phone').fill('2105550187')
    await field('leads.field.contactMethod').selectOption('Email')
    await field('leads.field.annualRevenue').selectOption('$1-10M')
    await field('leads.field.annualRevenueFinanced').selectOption('Under $1M')
    await field('leads.field.yearsInBusiness').selectOption('6-10')
    await field('leads.field.offering', { brandName: 'Northwind Lease' }).selectOption('In-Store & Online')
    await dialog.getByRole('button', { name: msg(locale, 'leads.partner.submit') }).click()
    await expect(page.getByRole('dialog', { name: msg(locale, 'leads.thanks.title') })).toBeVisible()

    const outbox = await request.get('/dev/outbox?format=json&recipient=crm')
    const leads = ((await outbox.json()) as { messages: { body: string }[] }).messages.map(
      (m) => JSON.parse(m.body) as Record<string, string>,
    )
    const lead = leads.find((l) => l.Email === email)
    expect(lead).toBeDefined()
    expect(Object.fromEntries(new URLSearchParams(lead!.lead_UTM__c))).toEqual({
      utm_source: 'email',
      utm_medium: 'newsletter',
      utm_campaign: 'spring',
      referral_code: 'R42',
      davuid: cookies.davuid!.value,
      dasrc: 'web',
    })
  })
}

test('the cookie preferences window, from the footer by keyboard: a choice kind by kind, then an opt-out that removes the tracking cookies', async ({
  page,
  context,
}) => {
  const locale = 'en-US'
  await page.goto('/?utm_source=email')
  await waitForApp(page)
  await bar(page, locale)
    .getByRole('button', { name: msg(locale, 'consent.acceptAll') })
    .click()
  await expect.poll(async () => (await trackingCookies(context)).utm_source?.value).toBe('email')

  const preferences = page.getByRole('contentinfo').getByRole('button', { name: msg(locale, 'consent.preferences') })
  await preferences.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: msg(locale, 'consent.dialog.title') })
  await expect(dialog).toBeVisible()
  const performance = dialog.getByRole('checkbox', { name: msg(locale, 'consent.performance') })
  await expect(performance).toBeChecked()
  await expectNoAxeViolations(page)

  // Performance off: the opt-out; the tracking cookies go.
  await performance.focus()
  await page.keyboard.press('Space')
  await expect(performance).not.toBeChecked()
  await dialog.getByRole('button', { name: msg(locale, 'consent.save') }).click()
  await expect(dialog).toBeHidden()
  await expect(preferences).toBeFocused()
  expect(await trackingCookies(context)).toEqual({})
  expect(await page.evaluate(() => window.localStorage.getItem('truyoConsentOptOut'))).toBe('true')
})

test('a visit from a search engine’s results, with consent given before, is organic', async ({ page, context }) => {
  await chooseCookies(page, { performance: true, marketing: true })
  await page.goto('/', { referer: 'https://www.google.com/' })
  await waitForApp(page)
  await expect.poll(async () => (await trackingCookies(context)).utm_medium?.value).toBe('organic')
  await expect(bar(page, 'en-US')).toBeHidden()
})
