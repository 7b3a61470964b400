// Catch-up plans on the demo data: Carlos has two past-due leases, one per story so
// they run side by side and leave María's past-due lease (lease.spec) as it is. From the
// dashboard's catch-up link he goes through the three pages — the options with the slider
// (index 1, 3 payments, preselected), the review (which survives a reload) and the submit —
// in English on the weekly lease and in Spanish on the bi-weekly one; the dashboard then shows
// the plan he keeps and the lease Active, no longer past due. Every page is axe-clean.
import type { Page } from '@playwright/test'
import { chooseLease, expect, expectNoAxeViolations, msg, signIn, test } from './support'

type Locale = 'en-US' | 'es-US'
const CARLOS = 'carlos.mendoza@northwind-lease.example'
/** The slider's value in words (an ICU plural, which msg() doesn't fill in). */
const PAYMENTS: Record<Locale, (count: number) => string> = {
  'en-US': (count) => `${count} payments`,
  'es-US': (count) => `${count} pagos`,
}

const leaseHeading = (page: Page, locale: Locale, number: string) =>
  page.getByRole('heading', { level: 2, name: msg(locale, 'leaseDashboard.selectedLease', { number }) })

async function setUpPlan(page: Page, locale: Locale, leaseNumber: string) {
  const prefix = locale === 'es-US' ? '\\/es' : ''
  await signIn(page, locale, CARLOS)
  await chooseLease(page, locale, 'Carlos', leaseNumber)
  await expect(leaseHeading(page, locale, leaseNumber)).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: msg(locale, 'leaseDashboard.pastDue.heading') })).toBeVisible()
  await expectNoAxeViolations(page)

  // The options: 3 payments preselected; the keyboard moves the slider to 4.
  await page.getByRole('link', { name: msg(locale, 'leaseDashboard.pastDue.catchUp') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/catch-up-plans$`))
  const heading = page.getByRole('heading', { level: 1, name: msg(locale, 'catchUp.plans.heading') })
  await expect(heading).toBeFocused()
  const slider = page.getByRole('slider', { name: msg(locale, 'catchUp.plans.slider.label') })
  await expect(slider).toHaveAttribute('aria-valuetext', PAYMENTS[locale](3))
  const payments = page.getByRole('list', { name: msg(locale, 'catchUp.plans.paymentsHeading') }).getByRole('listitem')
  await expect(payments).toHaveCount(3)
  await expect(payments.first()).toContainText(msg(locale, 'catchUp.payment.regular'))
  await expect(payments.first()).toContainText(msg(locale, 'catchUp.payment.share'))
  await expectNoAxeViolations(page)
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuetext', PAYMENTS[locale](4))
  await expect(payments).toHaveCount(4)
  await page.getByRole('button', { name: msg(locale, 'catchUp.plans.review') }).click()

  // The review, the same after a reload.
  await expect(page).toHaveURL(new RegExp(`${prefix}/review-catch-up-plan$`))
  await expect(page.getByRole('heading', { level: 1, name: msg(locale, 'catchUp.review.heading') })).toBeFocused()
  const reviewed = page.getByRole('list', { name: msg(locale, 'catchUp.review.summaryHeading') }).getByRole('listitem')
  await expect(reviewed).toHaveCount(4)
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(reviewed).toHaveCount(4)
  await page.getByRole('button', { name: msg(locale, 'catchUp.review.submit') }).click()

  // The result.
  await expect(page).toHaveURL(new RegExp(`${prefix}/submit-catch-up-plan$`))
  const done = page.getByRole('heading', { name: msg(locale, 'catchUp.submit.success.heading') })
  await expect(done).toBeVisible()
  await expect(done).toBeFocused()
  await expect(page.getByRole('list', { name: msg(locale, 'catchUp.active.paymentsLabel') }).getByRole('listitem')).toHaveCount(4)
  await expectNoAxeViolations(page)

  // The dashboard: the plan kept, the lease Active and nothing past due.
  await page.getByRole('link', { name: msg(locale, 'catchUp.submit.goToDashboard') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`))
  await expect(leaseHeading(page, locale, leaseNumber)).toBeVisible()
  const plan = page.getByRole('region', { name: msg(locale, 'catchUp.active.heading') })
  await expect(plan.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByText(msg(locale, 'leaseDashboard.state.active'))).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: msg(locale, 'leaseDashboard.pastDue.heading') })).toHaveCount(0)
  await expectNoAxeViolations(page)
}

test('Carlos sets up a catch-up plan on his past-due lease from the dashboard, and the dashboard shows it', async ({ page }) => {
  test.slow()
  await setUpPlan(page, 'en-US', '100312451')
})

test('en español, Carlos se pone al día en su otro arrendamiento atrasado', async ({ page }) => {
  test.slow()
  await setUpPlan(page, 'es-US', '100312452')
})
