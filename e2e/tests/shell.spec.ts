import { expect, expectNoAxeViolations, msg, test } from './support'

const footerEn = 'Northwind Lease offers lease-to-own agreements'
const footerEs = 'Northwind Lease ofrece contratos de arrendamiento'

test('home in en-US shows the shell, the hero and the footer content @phone', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))
  await expect(
    page.getByRole('banner').getByRole('link', { name: msg('en-US', 'header.homeLink', { brandName: 'Northwind Lease' }) }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  await expectNoAxeViolations(page)
})

for (const path of ['/northwind/es-US/', '/es/', '/nw/es/', '/?site=northwind&locale=es-US']) {
  test(`home in es-US at ${path} @phone`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'home.hero.headline'))
    await expect(page.getByRole('contentinfo')).toContainText(footerEs)
    await expectNoAxeViolations(page)
  })
}

test('a site prefix alone keeps the default locale', async ({ page }) => {
  await page.goto('/northwind/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))
})

test('the locale switch changes language and links keep the prefix', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  const switcher = page.getByRole('group', { name: msg('en-US', 'localeSwitch.label') })
  await switcher.getByRole('link', { name: /español/i }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'home.hero.headline'))
  await expect(page.getByRole('contentinfo')).toContainText(footerEs)
  // Every same-site link in the Spanish page keeps the Spanish prefix.
  const prefix = new URL(page.url()).pathname.replace(/\/$/, '')
  expect(prefix).toMatch(/es/)
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs.filter((h) => h.startsWith('/'))) expect(href.startsWith(`${prefix}/`)).toBe(true)
})

test('the skip link is the first stop and moves focus to the main region', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: msg('en-US', 'shell.skipToContent') })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('an unknown path shows the page-not-found screen in either language', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'notFound.title'))
  await expect(page.getByRole('contentinfo')).toContainText(footerEn)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: msg('en-US', 'notFound.homeLink') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en-US', 'home.hero.headline'))

  await page.goto('/es/no-existe/para-nada')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es-US', 'notFound.title'))
})

test('the refer-a-friend terms page shows the referral footer instead', async ({ page }) => {
  await page.goto('/referafriendprogramterms')
  await expect(page.getByRole('contentinfo')).toContainText('Refer-a-Friend Program terms')
  await expect(page.getByRole('contentinfo')).not.toContainText(footerEn)
})

test('API paths answer JSON, never the app', async ({ request }) => {
  const res = await request.get('/mobify/proxy/api/custom/nothing-here/v1/x')
  expect(res.status()).toBe(404)
  expect(res.headers()['content-type']).toContain('application/json')
})
