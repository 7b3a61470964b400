// Applying for a lease from the marketplace against the real server, in en-US and es-US, on a
// desktop and a phone: Apply opens our lease window in a frame, the How to Shop window closes
// when it is ready, the application is filled in field by field, an approval shows "Your
// Approved Amount" and after 5 seconds the browser goes to the retailer's site with the
// marketplace's tracking parameters; closing the window first keeps the shopper here, and the
// approval shows again on that retailer; a denied application says why; a shopper who came from
// a campaign (and accepted cookies) is counted under it by the attribution report. Axe-clean
// throughout.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { FrameLocator, Page } from '@playwright/test'
import { chooseCookies, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

const RETAILER = 'Ashford Home Furnishings'
const PARTNER = /^https:\/\/ashford-home\.example\/northwind\?utm_campaign=marketplace$/

/** A person of their own for each story: the cool-down keys on last name, birth date and SSN. */
const lastFour = () => String(1000 + Math.floor(Math.random() * 9000))
const surname = () => `Prueba ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

/**
 * Axe over the page with the lease window open. The window is a document of its own in a frame,
 * with its own main region and notifications region, which axe's landmark-unique rule (run over
 * the page and its frames together) counts as duplicates of the page's; every other rule holds.
 * The window alone passes every rule (the last story).
 */
async function expectNoAxeViolationsWithWindow(page: Page) {
  const { violations } = await new AxeBuilder({ page }).disableRules(['landmark-unique']).analyze()
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([])
}

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

async function openApply(page: Page, locale: Locale, campaign = '') {
  const prefix = locale === 'es-US' ? '/es-US' : ''
  await page.goto(`${prefix}/marketplace?category=furniture&retailer=ashford-home${campaign}`)
  await waitForApp(page)
  const howToShop = page.getByRole('dialog', { name: msg(locale, 'marketplace.modal.title', { name: RETAILER }) })
  await expect(howToShop).toBeVisible()
  await howToShop.getByRole('button', { name: msg(locale, 'leaseWindow.apply'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: msg(locale, 'leaseWindow.dialogTitle', { name: RETAILER }) })
  await expect(dialog).toBeVisible()
  // The window said it is ready: the How to Shop window is gone.
  await expect(howToShop).toBeHidden()
  const frame = page.frameLocator(`iframe[title="${msg(locale, 'leaseWindow.frameTitle', { name: RETAILER })}"]`)
  await expect(frame.getByRole('heading', { level: 1, name: msg(locale, 'leaseWindow.heading') })).toBeVisible()
  return { dialog, frame }
}

async function apply(frame: FrameLocator, locale: Locale, monthlyIncome: string) {
  const field = (id: string) => frame.getByLabel(msg(locale, id), { exact: true })
  await field('leaseWindow.firstName').fill('María')
  await field('leaseWindow.lastName').fill(surname())
  await field('leaseWindow.dateOfBirth').fill('1990-05-14')
  await field('leaseWindow.ssnLast4').fill(lastFour())
  await field('leaseWindow.street').fill('100 Alamo Plaza')
  await field('leaseWindow.city').fill('San Antonio')
  await field('leaseWindow.state').selectOption('TX')
  await field('leaseWindow.postalCode').fill('78205')
  await field('leaseWindow.email').fill('maria@example.com')
  await field('leaseWindow.phone').fill('2105550142')
  await field('leaseWindow.monthlyIncome').fill(monthlyIncome)
  await field('leaseWindow.payFrequency').selectOption('bi_weekly')
  await field('leaseWindow.nextPayday').fill(inDays(7))
  await field('leaseWindow.routingNumber').fill('011000015')
  await field('leaseWindow.accountNumber').fill('000123456789')
  await frame.getByRole('button', { name: msg(locale, 'leaseWindow.submit') }).click()
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`${locale}: approved, then on to the retailer with tracking after 5 seconds @phone`, async ({ page }) => {
    await page.route('https://ashford-home.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Ashford</title><h1>Ashford Home</h1>' }),
    )
    const { dialog, frame } = await openApply(page, locale)
    await expectNoAxeViolationsWithWindow(page)

    // A mistake is named at its field, in the shopper's language, before anything is sent.
    await frame.getByRole('button', { name: msg(locale, 'leaseWindow.submit') }).click()
    await expect(frame.getByText(msg(locale, 'leaseWindow.fixErrors'))).toBeVisible()
    await expect(frame.getByLabel(msg(locale, 'leaseWindow.firstName'), { exact: true })).toBeFocused()

    await apply(frame, locale, '3200')
    await expect(frame.getByRole('heading', { name: msg(locale, 'leaseWindow.approvedHeading') })).toBeVisible()
    await expect(dialog.getByText(msg(locale, 'leaseWindow.approvedAmount'))).toBeVisible()
    await expect(dialog.getByText('$4,000.00')).toBeVisible()
    const approvedAt = Date.now()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('northwind_leaseApproval') ?? 'null') as unknown)
    expect(stored).toMatchObject({ appStatus: 'Approved', approvalAmount: 400_000, category: 'ashford-home' })
    await expectNoAxeViolationsWithWindow(page)

    await page.waitForURL(PARTNER, { timeout: 15_000 })
    expect(Date.now() - approvedAt).toBeGreaterThan(4_000)
  })

  test(`${locale}: a denied application says why and the page hears LEASE DENIED`, async ({ page }) => {
    const { dialog, frame } = await openApply(page, locale)
    await apply(frame, locale, '800')
    await expect(frame.getByRole('heading', { name: msg(locale, 'leaseWindow.deniedHeading') })).toBeVisible()
    await expect(frame.getByText(msg(locale, 'leaseWindow.denied.incomeTooLow'))).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(msg(locale, 'leaseWindow.leaseDenied'))
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
      event: 'leaseApplication',
      status: 'denied',
      code: 'LEASE DENIED',
      retailer: 'ashford-home',
    })
    await expectNoAxeViolationsWithWindow(page)
    await frame
      .getByRole('button', { name: msg(locale, 'leaseWindow.close'), exact: true })
      .last()
      .click()
    await expect(dialog).toBeHidden()
  })
}

test('closing the window after an approval keeps the shopper here, and the approval shows again on that retailer', async ({ page }) => {
  // The page's clock runs as usual; the story moves it past the redirect's 5 seconds by hand.
  await page.clock.install()
  const { dialog, frame } = await openApply(page, 'en-US')
  await apply(frame, 'en-US', '2000')
  await expect(dialog.getByText('$3,000.00')).toBeVisible()
  await frame
    .getByRole('button', { name: msg('en-US', 'leaseWindow.close'), exact: true })
    .last()
    .click()
  await expect(dialog).toBeHidden()
  await page.clock.runFor(6_000)
  expect(new URL(page.url()).hostname).toBe('127.0.0.1')

  await page.getByRole('tabpanel').getByRole('link', { name: RETAILER }).click()
  const howToShop = page.getByRole('dialog', { name: msg('en-US', 'marketplace.modal.title', { name: RETAILER }) })
  await expect(howToShop.getByText(msg('en-US', 'leaseWindow.approvedAmount'))).toBeVisible()
  await expect(howToShop.getByText('$3,000.00')).toBeVisible()
  await expect(howToShop.getByRole('button', { name: msg('en-US', 'leaseWindow.apply'), exact: true })).toHaveCount(0)
  // Still here: a redirect the close had not cancelled would have left by now.
  expect(new URL(page.url()).hostname).toBe('127.0.0.1')
})

test('a shopper who came from a campaign and accepted cookies applies, and the attribution report counts the approval under that campaign', async ({
  page,
}) => {
  await page.route('https://ashford-home.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Ashford</title>' }),
  )
  await chooseCookies(page, { performance: true, marketing: true })
  const campaign = `fall-${Date.now()}`
  const { frame } = await openApply(page, 'en-US', `&utm_source=email&utm_medium=newsletter&utm_campaign=${campaign}`)
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/preapproval\/v1\/organizations\/[^/]+\/applications/.test(request.url()),
  )
  await apply(frame, 'en-US', '2500')
  const body = (await sent).postDataJSON() as { campaign?: Record<string, string> }
  expect(body.campaign).toMatchObject({ utm_source: 'email', utm_medium: 'newsletter', utm_campaign: campaign, dasrc: 'web' })
  expect(body.campaign?.davuid).toMatch(/^[1-9]\d{15}$/)
  await expect(frame.getByRole('heading', { name: msg('en-US', 'leaseWindow.approvedHeading') })).toBeVisible()

  // The operator's report, read from the server's own database.
  // From yesterday (UTC), so an application made just before midnight is still in.
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const csv = execFileSync(
    process.env.LEASEFRONT_BIN ?? resolve('../target/debug/leasefront'),
    ['report', 'attribution', '--since', since, '--format', 'csv', '--database-url', `sqlite://${process.env.LEASEFRONT_E2E_DATA}/e2e.db`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  expect(csv.split('\n')).toContain(`email,newsletter,${campaign},1,1,1.000`)
})

test('the lease window on its own: the application, axe-clean @phone', async ({ page }) => {
  await page.goto('/es-US/lease-window/apply?merchantId=5c9718ab-75c1-529b-96eb-32bee4ba4fa0')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: msg('es-US', 'leaseWindow.heading') })).toBeVisible()
  await expect(page.getByLabel(msg('es-US', 'leaseWindow.ssnLast4'))).toBeVisible()
  // No header or footer: the page around the frame has them.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expectNoAxeViolations(page)
})
