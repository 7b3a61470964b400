// Third-party scripts by consent, end to end. The demo configures none; here the site's
// preferences are made to configure a heatmap script on our own origin (the preferences answer
// and the script are served by the test), so nothing goes to the internet: a visitor who refuses
// cookies gets no script element and no request for it; one who accepts gets the script, run
// once; a failed load is retried once after 5 seconds.
import type { Page, Route } from '@playwright/test'
import { expect, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'
const prefix: Record<Locale, string> = { 'en-US': '', 'es-US': '/es' }
const SCRIPT_PATH = '/e2e-third-party/heatmap.js'

const bar = (page: Page, locale: Locale) => page.getByRole('region', { name: msg(locale, 'consent.banner.title') })
const scriptElements = (page: Page) => page.locator('script[data-third-party]')

/**
 * The site's preferences name the heatmap script; the script counts its runs. `fail`: how many
 * first requests for it fail. Answers the times the script was asked for, and every request
 * that left our origin (there must be none).
 */
async function configureHeatmap(page: Page, baseURL: string, fail = 0) {
  const scriptRequests: number[] = []
  const outside: string[] = []
  await page.context().route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => {
      outside.push(route.request().url())
      return route.abort()
    },
  )
  await page.route('**/getcustompreferences?**', async (route: Route) => {
    const wanted = new URL(route.request().url()).searchParams.get('c_prefs') ?? ''
    if (!wanted.split(',').includes('heatmapScriptUrl')) return route.fallback()
    // A page left while its request was on its way abandons it, and its answer with it: there
    // is nothing to answer then (the next page asks again).
    const answered = await route
      .fetch()
      .then(async (response) => ({ response, body: (await response.json()) as { customPreferences: Record<string, unknown> } }))
      .catch(() => null)
    if (!answered) return
    answered.body.customPreferences.heatmapScriptUrl = SCRIPT_PATH
    await route.fulfill({ response: answered.response, json: answered.body }).catch(() => undefined)
  })
  await page.route(`**${SCRIPT_PATH}`, (route) => {
    scriptRequests.push(Date.now())
    if (scriptRequests.length <= fail) return route.abort()
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.heatmapRuns = (window.heatmapRuns || 0) + 1',
    })
  })
  return { scriptRequests, outside }
}

/** Two frames drawn by the page: what it was rendering when asked has been drawn, its effects run. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/**
 * Starts watching for the site's preferences (the third-party scripts' ask for them); the
 * function it answers resolves once they have come and the page has acted on them: the page has
 * drawn two frames since, so React has rendered the answer and run its effects (where a script
 * would be added). Called before the page is opened, so the answer is not missed.
 */
function preferencesApplied(page: Page): () => Promise<void> {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return url.pathname.endsWith('/getcustompreferences') && (url.searchParams.get('c_prefs') ?? '').split(',').includes('heatmapScriptUrl')
  })
  return async () => {
    await (await answer).finished()
    await twoFrames(page)
  }
}

const heatmapRuns = (page: Page) => page.evaluate(() => (window as unknown as { heatmapRuns?: number }).heatmapRuns ?? 0)

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a configured script never loads for a visitor who refuses cookies (${locale})`, async ({ page, baseURL }) => {
    const { scriptRequests, outside } = await configureHeatmap(page, baseURL!)
    const homeApplied = preferencesApplied(page)
    await page.goto(`${prefix[locale]}/`)
    await waitForApp(page)
    await homeApplied()
    await expect(bar(page, locale)).toBeVisible()
    await bar(page, locale)
      .getByRole('button', { name: msg(locale, 'consent.necessaryOnly') })
      .click()
    await expect(bar(page, locale)).toBeHidden()

    // Another page of the visit, once it has what would load a script and has acted on it.
    const applied = preferencesApplied(page)
    await page.goto(`${prefix[locale]}/how-it-works`)
    await waitForApp(page)
    await applied()
    await expect(scriptElements(page)).toHaveCount(0)
    expect(scriptRequests).toEqual([])
    expect(await heatmapRuns(page)).toBe(0)
    expect(outside).toEqual([])
  })

  test(`a configured script loads once the visitor accepts, once (${locale})`, async ({ page, baseURL }) => {
    const { scriptRequests, outside } = await configureHeatmap(page, baseURL!)
    const applied = preferencesApplied(page)
    await page.goto(`${prefix[locale]}/`)
    await waitForApp(page)
    await applied()
    // Before the choice: nothing.
    await expect(scriptElements(page)).toHaveCount(0)
    expect(scriptRequests).toEqual([])

    await bar(page, locale)
      .getByRole('button', { name: msg(locale, 'consent.acceptAll') })
      .click()
    await expect(scriptElements(page)).toHaveCount(1)
    await expect(scriptElements(page)).toHaveAttribute('src', SCRIPT_PATH)
    await expect.poll(() => heatmapRuns(page)).toBe(1)
    expect(scriptRequests).toHaveLength(1)
    expect(outside).toEqual([])
  })
}

test('a script that fails to load is asked for once more, 5 seconds later', async ({ page, baseURL }) => {
  const { scriptRequests } = await configureHeatmap(page, baseURL!, 1)
  await page.goto('/')
  await waitForApp(page)
  await bar(page, 'en-US')
    .getByRole('button', { name: msg('en-US', 'consent.acceptAll') })
    .click()
  await expect.poll(() => scriptRequests.length).toBe(1)
  await expect.poll(() => heatmapRuns(page), { timeout: 15_000 }).toBe(1)
  expect(scriptRequests).toHaveLength(2)
  expect(scriptRequests[1]! - scriptRequests[0]!).toBeGreaterThanOrEqual(4_900)
  await expect(scriptElements(page)).toHaveCount(1)
})

test('the demo configures no third-party script: accepting loads none, and the policy is our own origin', async ({ page }) => {
  const applied = preferencesApplied(page)
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';")
  await waitForApp(page)
  await applied()
  await bar(page, 'en-US')
    .getByRole('button', { name: msg('en-US', 'consent.acceptAll') })
    .click()
  await expect(bar(page, 'en-US')).toBeHidden()
  // The choice is drawn (the bar is gone): two frames more and its effects have run.
  await twoFrames(page)
  await expect(scriptElements(page)).toHaveCount(0)
})
