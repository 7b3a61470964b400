// The lead forms on the partner page against the real server and the demo's CRM field mapping,
// in en-US and es-US: "Get started" opens the partner form, which shows every field's error on
// an empty submit and, filled in, sends the lead and thanks; "Read the Report" opens the report
// form, which sends its lead and opens the report (the demo's real PDF) in a new tab. Every
// window is axe-clean.
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, leadFormButton, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

const field = (dialog: Locator, locale: Locale, id: string, values: Record<string, string> = {}) =>
  dialog.getByLabel(msg(locale, id, values), { exact: true })

async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
}

test('a retailer asks to become a partner: every field is required, then the lead is sent @phone', async ({ page, request }) => {
  const locale = 'en-US'
  await page.goto('/partner')
  await waitForApp(page)
  const main = page.getByRole('main')
  const getStarted = main.getByRole('button', { name: leadFormButton('partner', locale, 'partner') })
  await expect(main.getByRole('button', { name: leadFormButton('partner', locale, 'report') })).toBeVisible()
  await expectNoAxeViolations(page)

  await getStarted.click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'leads.partner.title') })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: msg(locale, 'leads.partner.phone') })).toHaveAttribute('href', 'tel:+18005550142')
  const submit = dialog.getByRole('button', { name: msg(locale, 'leads.partner.submit') })
  await submit.click()
  await expect(dialog.getByText(msg(locale, 'leads.error.required'), { exact: true })).toHaveCount(11)
  const firstName = field(dialog, locale, 'leads.field.firstName')
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toBeFocused()
  await expectNoAxeViolations(page)

  await firstName.fill('Ada')
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
  await field(dialog, locale, 'leads.field.lastName').fill('Lovelace')
  await field(dialog, locale, 'leads.field.company').fill('Analytical Furniture')
  await field(dialog, locale, 'leads.field.title').fill('Owner')
  await field(dialog, locale, 'leads.field.email').fill('ada@analytical-furniture.example')
  const phone = field(dialog, locale, 'leads.field.phone')
  await phone.pressSequentially('(210) 555-0187')
  await expect(phone).toHaveValue('2105550187')
  await field(dialog, locale, 'leads.field.contactMethod').selectOption('Email')
  await field(dialog, locale, 'leads.field.annualRevenue').selectOption('$1-10M')
  await field(dialog, locale, 'leads.field.annualRevenueFinanced').selectOption('Under $1M')
  await field(dialog, locale, 'leads.field.yearsInBusiness').selectOption('6-10')
  await field(dialog, locale, 'leads.field.offering', { brandName: 'Northwind Lease' }).selectOption('In-Store & Online')
  await submit.click()

  const thanks = page.getByRole('dialog', { name: msg(locale, 'leads.thanks.title') })
  await expect(thanks).toContainText(msg(locale, 'leads.thanks.text'))
  await expect(dialog).toBeHidden()
  expect(await dataLayer(page)).toContainEqual({ event: 'contactFormSubmit', formName: 'partner' })
  // The lead is stored and waits for the CRM in the outbox, with the form's values.
  const outbox = await request.get('/dev/outbox?format=json&recipient=crm')
  const leads = ((await outbox.json()) as { messages: { body: string }[] }).messages.map(
    (m) => JSON.parse(m.body) as Record<string, string>,
  )
  expect(leads).toContainEqual(
    expect.objectContaining({
      FirstName: 'Ada',
      Company: 'Analytical Furniture',
      Email: 'ada@analytical-furniture.example',
      Phone: '2105550187',
      Where_would_you_like_to_offer_northwind__c: 'In-Store & Online',
      LeadSource: 'eComm Partner Page',
    }),
  )
  await expectNoAxeViolations(page)
  await thanks.getByRole('button', { name: msg(locale, 'leads.close') }).click()
  await expect(thanks).toBeHidden()
  await expect(getStarted).toBeFocused()
})

test('in Spanish, a visitor fills in the report form and the report opens in a new tab', async ({ page }) => {
  const locale = 'es-US'
  await page.goto('/es/partner')
  await waitForApp(page)
  await page
    .getByRole('main')
    .getByRole('button', { name: leadFormButton('partner', locale, 'report') })
    .click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'leads.report.title') })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)

  await field(dialog, locale, 'leads.field.firstName').fill('Lucía')
  await field(dialog, locale, 'leads.field.lastName').fill('Fernández')
  await field(dialog, locale, 'leads.field.company').fill('Muebles Fernández')
  await field(dialog, locale, 'leads.field.email').fill('lucia@muebles-fernandez.example')
  await field(dialog, locale, 'leads.field.contactMethod').selectOption('Phone')
  const phone = field(dialog, locale, 'leads.field.phone')
  await phone.fill('21055501')
  await phone.blur()
  await expect(dialog.getByText(msg(locale, 'leads.error.phone'))).toBeVisible()
  await phone.fill('2105550187')
  const zip = field(dialog, locale, 'leads.field.postalCode')
  await zip.pressSequentially('78a205')
  await expect(zip).toHaveValue('78205')

  // Headless Chromium downloads a PDF instead of showing it: the new tab either shows the report
  // or hands it to a download, and either way it came from the report's address.
  const popup = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: msg(locale, 'leads.report.submit') }).click()
  const tab = await popup
  const shown = tab.waitForURL(/\/library\/report\.pdf$/, { waitUntil: 'commit' }).then(() => tab.url())
  const downloaded = tab.waitForEvent('download').then((download) => download.url())
  shown.catch(() => {})
  downloaded.catch(() => {})
  expect(await Promise.race([shown, downloaded])).toMatch(/\/library\/report\.pdf$/)

  const thanks = page.getByRole('dialog', { name: msg(locale, 'leads.thanks.title') })
  await expect(thanks).toContainText(msg(locale, 'leads.thanks.text'))
  expect(await dataLayer(page)).toContainEqual({ event: 'contactFormSubmit', formName: 'report' })
  await expectNoAxeViolations(page)
  await tab.close()
})

test('the report is a PDF the server serves', async ({ request }) => {
  const response = await request.get('/library/report.pdf')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})
