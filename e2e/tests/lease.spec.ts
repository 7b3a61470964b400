// The customer portal's leases, on the demo accounts (README: demo leases): María switches
// between her three leases and sees the past-due one; James's debt-buyer lease leaves only
// Home; Aisha has none; the agreement opens in Spanish and downloads as a PDF; plan details and
// Benefits Plus (a dialog on wide screens, a page of its own on phones); axe-clean pages.
import type { Page } from '@playwright/test'
import { chooseLease, expect, expectNoAxeViolations, msg, signIn, test } from './support'

type Locale = 'en-US' | 'es-US'

const portalNav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: msg(locale, 'portalNav.label') })

/** The header's lease selector sits in the account menu. */
test('María sees her newest lease, switches to the past-due one and is offered to catch up', async ({ page }) => {
  test.slow()
  await signIn(page, 'en-US', 'maria.lopez@northwind-lease.example')
  await expect(page.getByRole('heading', { name: msg('en-US', 'leaseDashboard.selectedLease', { number: '100245873' }) })).toBeVisible()
  await expect(page.getByText(msg('en-US', 'leaseDashboard.state.active'))).toBeVisible()
  for (const item of ['portalNav.home', 'portalNav.payments', 'portalNav.paymentMethods', 'portalNav.profile']) {
    await expect(portalNav(page, 'en-US').getByRole('link', { name: msg('en-US', item) })).not.toHaveAttribute('aria-disabled', 'true')
  }
  await expectNoAxeViolations(page)

  await chooseLease(page, 'en-US', 'María', '100245872')
  await expect(page.getByRole('heading', { name: msg('en-US', 'leaseDashboard.selectedLease', { number: '100245872' }) })).toBeVisible()
  await expect(page.getByText(/past due\. Catch up/)).toBeVisible()
  await expect(page.getByRole('link', { name: msg('en-US', 'leaseDashboard.pastDue.catchUp') })).toHaveAttribute('href', /catch-up-plans/)
  // The choice is kept: a reload shows the same lease.
  await page.reload()
  await expect(page.getByRole('heading', { name: msg('en-US', 'leaseDashboard.selectedLease', { number: '100245872' }) })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('James: the lease sold to a debt buyer leaves only Home enabled, in Spanish', async ({ page }) => {
  await signIn(page, 'es-US', 'james.carter@northwind-lease.example')
  await chooseLease(page, 'es-US', 'James', '100187340')
  await expect(
    page.getByText(msg('es-US', 'leaseDashboard.state.chargedOffDebtBuyer', { debtBuyer: 'Summit Recovery Partners' })),
  ).toBeVisible()
  const nav = portalNav(page, 'es-US')
  await expect(nav.getByRole('link', { name: msg('es-US', 'portalNav.home') })).not.toHaveAttribute('aria-disabled', 'true')
  for (const item of ['portalNav.payments', 'portalNav.paymentMethods', 'portalNav.profile']) {
    await expect(nav.getByRole('link', { name: msg('es-US', item) })).toHaveAttribute('aria-disabled', 'true')
  }
  await expectNoAxeViolations(page)
})

test('Aisha has no leases: the portal says so and shows only Home', async ({ page }) => {
  await signIn(page, 'en-US', 'aisha.khan@northwind-lease.example')
  await expect(page.getByRole('heading', { name: msg('en-US', 'lease.noLeases.heading') })).toBeVisible()
  const nav = portalNav(page, 'en-US')
  await expect(nav.getByRole('link', { name: msg('en-US', 'portalNav.home') })).toBeVisible()
  await expect(nav.getByRole('link', { name: msg('en-US', 'portalNav.payments') })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('the lease agreement opens in Spanish and downloads as a PDF', async ({ page }) => {
  await signIn(page, 'es-US', 'maria.lopez@northwind-lease.example')
  await page.goto('/es/profile/lease-agreement')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: msg('es-US', 'leaseAgreement.download') }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${msg('es-US', 'leaseAgreement.fileName', { number: '100245873' })}.pdf`)
  // jsPDF writes the text uncompressed, in WinAnsi (Latin-1 for these letters): one byte a character.
  const pdf = Buffer.concat(await (await file.createReadStream()).toArray()).toString('latin1')
  expect(pdf.startsWith('%PDF-')).toBe(true)
  expect(pdf).toContain(`(${msg('es-US', 'leaseAgreement.doc.title')}) Tj`)
  expect(pdf).toContain(`(${msg('es-US', 'leaseAgreement.doc.merchandise')}) Tj`)
  expect(pdf).toContain(`/Title (${msg('es-US', 'leaseAgreement.doc.title')} #100245873)`)
  await expect(page.getByRole('button', { name: msg('es-US', 'leaseAgreement.download') })).toBeEnabled()
  await expectNoAxeViolations(page)
})

test('plan details show the schedule, and Benefits Plus changes after a confirmation @phone', async ({ page }, testInfo) => {
  test.slow()
  // Wide screens confirm in a dialog (enrol, then cancel, on the newest lease); phones on a page
  // of its own (cancel, in Spanish, on the lease enrolled in the demo data). One lease each, so the
  // two projects running at once never change the same lease.
  const phone = testInfo.project.name === 'phone'
  const locale: Locale = phone ? 'es-US' : 'en-US'
  const prefix = phone ? '/es' : ''
  await signIn(page, locale, 'maria.lopez@northwind-lease.example')
  if (phone) await chooseLease(page, locale, 'María', '100245871')
  await page.goto(`${prefix}/plan-details`)
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'planDetails.heading') })).toBeVisible()
  const schedule = page.getByRole('table', { name: msg(locale, 'planDetails.schedule.heading') })
  await expect(schedule.getByRole('row').nth(2)).toBeVisible()
  const panel = page.locator('section', { has: page.getByRole('heading', { level: 2, name: msg(locale, 'benefitsPlus.heading') }) })
  await expectNoAxeViolations(page)

  if (!phone) {
    await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.notEnrolled') }))
    await panel.getByRole('button', { name: msg(locale, 'benefitsPlus.enroll') }).click()
    const dialog = page.getByRole('dialog', { name: msg(locale, 'benefitsPlus.confirm.enrollTitle') })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: msg(locale, 'benefitsPlus.confirm.enroll') }).click()
    await expect(dialog).toBeHidden()
    await expect(panel.getByRole('status')).toContainText(msg(locale, 'benefitsPlus.done.enrolled'))
    await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.enrolled') }))
    // Kept by the server: a reload shows it enrolled, then it is cancelled the same way.
    await page.reload()
    await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.enrolled') }))
    await panel.getByRole('button', { name: msg(locale, 'benefitsPlus.cancel') }).click()
    const cancel = page.getByRole('dialog', { name: msg(locale, 'benefitsPlus.confirm.cancelTitle') })
    await cancel.getByRole('button', { name: msg(locale, 'benefitsPlus.confirm.cancel') }).click()
    await expect(panel.getByRole('status')).toContainText(msg(locale, 'benefitsPlus.done.cancelled'))
    await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.notEnrolled') }))
    return
  }

  await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.enrolled') }))
  await panel.getByRole('link', { name: msg(locale, 'benefitsPlus.cancel') }).click()
  await expect(page).toHaveURL(/\/es\/profile\/benefits-plus-confirmation-mobile$/)
  await expect(page.getByRole('heading', { level: 2, name: msg(locale, 'benefitsPlus.confirm.cancelTitle') })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: msg(locale, 'benefitsPlus.confirm.cancel') }).click()
  await expect(page.getByRole('status').filter({ hasText: msg(locale, 'benefitsPlus.done.cancelled') })).toBeVisible()
  await expect(page.getByText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.notEnrolled') }))).toBeVisible()
  await page.getByRole('link', { name: msg(locale, 'benefitsPlus.mobile.backToPlan') }).click()
  await expect(page).toHaveURL(/\/es\/plan-details$/)
  await expect(panel).toContainText(msg(locale, 'benefitsPlus.status', { status: msg(locale, 'benefitsPlus.notEnrolled') }))
})
