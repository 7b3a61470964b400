// The content site against the real server and the demo's page files (content/pages): every
// public content route renders its heading from the server, in English and Spanish, with no
// console error and no 404; every link on the home page and in the footer answers; the tabbed
// pages follow the path and push it; the news list pages through its posts to a post with Print;
// the reviews filter by category and come in a carousel the server renders, stepped by keyboard
// and paused by its button; posts are in the sitemap; the pages' pictures are the site's own,
// sized and described in the page's language, only the first loaded at once, and the video
// plays. The pages pass axe.
import type { Locator, Page } from '@playwright/test'
import { contentComponents, contentFile, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

/** Every content route of the storefront and the page file it shows. */
const ROUTES: { path: string; id: string }[] = [
  ...[
    'how-it-works',
    'solutions',
    'partner',
    'ecommerce',
    'digital',
    'support',
    'news',
    'blog',
    'blog-partner',
    'customer-reviews',
    'credit',
    'accessibility',
    'employee-privacy-policy',
    'about-us',
    'mobile-app',
    'ways-to-shop',
    'my-new-route',
    'static',
    'delete-account',
    'privacy-policy',
    'terms-conditions',
    'referafriendprogramterms',
  ].map((id) => ({ path: `/${id}`, id })),
  { path: '/news/partners-pass-forty', id: 'partners-pass-forty' },
  { path: '/blog/budgeting-with-your-pay-schedule', id: 'budgeting-with-your-pay-schedule' },
  { path: '/partner/ashford-home', id: 'ashford-home' },
  { path: '/partners/voltline', id: 'voltline' },
  { path: '/aboutleasing', id: 'help' },
]

const DETAIL_HEADINGS: Record<string, string> = {
  'commerce_assets.newsDetail': 'newsHeading',
  'commerce_assets.blogDetail': 'blogHeading',
  'commerce_assets.partnerDetail': 'heading',
  'commerce_assets.reportDetail': 'heading',
}

/** The page's heading: its detail's, when a post or a partner's detail heads it, else its name. */
function heading(id: string, locale: Locale): string {
  const page = contentFile(id, locale)
  const detail = contentComponents(page).find((c) => c.typeId in DETAIL_HEADINGS)
  return detail ? String(detail.data[DETAIL_HEADINGS[detail.typeId]!]) : page.name
}

const localized = (locale: Locale, path: string) => (locale === 'es-US' ? `/es${path}` : path)

/**
 * What went wrong on the page from now on: console errors, uncaught errors, and any content
 * call or page that did not answer. (The shell's own calls may answer 4xx by design — a guest
 * without a stored session, a shopper context not made yet — and the browser logs those as
 * failed resources; they are not the content's.)
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`))
  page.on('response', (response) => {
    const url = response.url()
    const content = /\/shopper-experience\/|\/content-listing\/|\/dw\/shop\/v22_8\/content\//.test(url)
    if (response.status() >= 400 && (content || response.request().isNavigationRequest())) errors.push(`${url}: ${response.status()}`)
  })
  return errors
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

for (const locale of ['en-US', 'es-US'] as const) {
  test(`every content route comes from the server with its heading and title, in ${locale}`, async ({ page, request }) => {
    test.slow()
    const errors = watchErrors(page)
    for (const { path, id } of ROUTES) {
      const url = localized(locale, path)
      const answer = await request.get(url)
      expect(answer.status(), url).toBe(200)
      const html = await answer.text()
      const file = contentFile(id, locale)
      expect(html, url).toContain(`<html lang="${locale}"`)
      expect(html, url).toContain(escaped(heading(id, locale)))
      expect(html, url).toContain(`<meta name="description" content="${file.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading(id, locale))
      await expect(page).toHaveTitle(new RegExp(`^${file.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))
    }
    expect(errors).toEqual([])
  })
}

test('content pages read well on a phone @phone', async ({ page }) => {
  const errors = watchErrors(page)
  for (const path of ['/how-it-works', '/es/customer-reviews', '/en/paymentinformation', '/news']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForApp(page)
    await expectNoAxeViolations(page)
  }
  expect(errors).toEqual([])
})

test('the pages’ pictures are the site’s own, sized, described in the page’s language, and only the first loads at once', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/images/') && response.status() !== 200) failed.push(`${response.url()}: ${response.status()}`)
  })
  for (const [path, id, locale] of [
    ['/how-it-works', 'how-it-works', 'en-US'],
    ['/es/ways-to-shop', 'ways-to-shop', 'es-US'],
    ['/es/blog/budgeting-with-your-pay-schedule', 'budgeting-with-your-pay-schedule', 'es-US'],
  ] as const) {
    const alts = contentComponents(contentFile(id, locale)).flatMap((c) =>
      ['imgAlt', 'imageAlt', 'blogImageAlt', 'newsImageAlt', 'posterAlt'].flatMap((field) =>
        typeof c.data[field] === 'string' ? [String(c.data[field])] : [],
      ),
    )
    expect(alts.length, path).toBeGreaterThan(0)
    await page.goto(path)
    await waitForApp(page)
    // The marketplace's retailers (ways-to-shop's retailer categories) bring their own pictures.
    const images = page.locator('main img[src^="/images/content/"]')
    const shown = await images.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        alt: img.alt,
        src: new URL(img.src).pathname,
        sized: Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0,
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
      })),
    )
    // Each picture the file names is on the page with its text, at a size set before it loads.
    expect(shown.map((img) => img.alt).sort(), path).toEqual(expect.arrayContaining(alts))
    for (const img of shown) {
      expect(img.sized, `${path} ${img.src}`).toBe(true)
    }
    // The first is fetched at once; the rest wait to be near the screen.
    expect(shown[0]!.loading, path).not.toBe('lazy')
    expect(shown[0]!.priority, path).toBe('high')
    for (const img of shown.slice(1)) expect(img.loading, `${path} ${img.src}`).toBe('lazy')
    // Scrolled through, every one of them has loaded and drawn.
    for (const img of await images.all()) await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => images.evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)), {
        message: path,
      })
      .toBe(true)
    await expectNoAxeViolations(page)
  }
  // The video's poster becomes the player, and the video (made here, shipped with the server) plays.
  await page.goto('/how-it-works')
  await waitForApp(page)
  const title = String(
    contentComponents(contentFile('how-it-works', 'en-US')).find((c) => c.typeId === 'commerce_assets.video')!.data.title,
  )
  await page.getByRole('button', { name: `Play video: ${title}` }).click()
  await expect.poll(() => page.locator('main video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(1)
  expect(failed).toEqual([])
  expect(errors).toEqual([])
})

test('every link on the home page and in the footer answers', async ({ page, request }) => {
  await page.goto('/')
  await waitForApp(page)
  const hrefs = await page
    .locator('main a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const own = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))]
  expect(own.length).toBeGreaterThan(15)
  for (const href of own) {
    const answer = await request.get(href)
    expect(answer.status(), href).toBe(200)
    // A content route that answers 200 shows a page, never the not-found one.
    expect(await answer.text(), href).not.toContain('id="not-found-title"')
  }
  // The rest leave for the phone, the mail or another https site.
  for (const href of hrefs.filter((href) => !own.includes(href))) expect(href).toMatch(/^(tel:|mailto:|https:\/\/)/)
})

test('the leasing information tabs follow the path, and a click swaps the tab and pushes its path', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/en/leaseagreements')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentFile('help', 'en-US').name)
  await expect(page.getByRole('tab', { name: 'Lease Agreements' })).toHaveAttribute('aria-selected', 'true')
  await expectNoAxeViolations(page)

  await page.getByRole('tab', { name: 'Payment Information' }).click()
  await expect(page).toHaveURL(/\/en\/paymentinformation$/)
  await expect(page.getByRole('tab', { name: 'Payment Information' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/leaseagreements$/)
  await expect(page.getByRole('tab', { name: 'Lease Agreements' })).toHaveAttribute('aria-selected', 'true')

  // Spanish: the same slugs, the Spanish labels; the page's own address shows the first tab.
  await page.goto('/es/help')
  const first = contentComponents(contentFile('help', 'es-US')).find((c) => c.typeId === 'commerce_layouts.tabs')!
  const labels = (first.data.tabs as { label: string }[]).map((tab) => tab.label)
  await expect(page.getByRole('tab', { name: labels[0] })).toHaveAttribute('aria-selected', 'true')
  await waitForApp(page)
  await page.getByRole('tab', { name: labels[4] }).click()
  await expect(page).toHaveURL(/\/es\/servicesupport$/)
  expect(errors).toEqual([])
})

test('the news list pages through the posts, newest first, to a post with Print', async ({ page }) => {
  await page.goto('/news')
  await waitForApp(page)
  const posts = page.getByRole('main').getByRole('article')
  await expect(posts).toHaveCount(6)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Older posts' }).click()
  await expect(page).toHaveURL(/\/news\?page=2$/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  const older = await posts.count()
  expect(older).toBeGreaterThan(0)
  await posts.last().getByRole('link').click()
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/)
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('the reviews show every category, or the one chosen', async ({ page }) => {
  await page.goto('/es/customer-reviews')
  await waitForApp(page)
  const tiles = page.locator('[data-reviews-category]')
  const all = await tiles.count()
  expect(all).toBeGreaterThanOrEqual(8)
  const select = page.getByRole('main').getByRole('combobox')
  await select.selectOption('appliances')
  await expect(tiles).toHaveCount(
    contentComponents(contentFile('customer-reviews', 'es-US')).filter(
      (c) => c.typeId === 'commerce_assets.reviewTile' && c.data.reviewsCategory === 'appliances',
    ).length,
  )
  await select.selectOption({ index: 0 })
  await expect(tiles).toHaveCount(all)
  await expectNoAxeViolations(page)
})

test('posts and partners’ pages are in the sitemap; fragments and misplaced posts are not pages', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/northwind/en-US/1.xml')).text()
  for (const path of ['/news/partners-pass-forty', '/blog/budgeting-with-your-pay-schedule', '/partner/ashford-home', '/aboutleasing']) {
    expect(xml).toContain(`${path}</loc>`)
  }
  expect(xml).not.toContain('/footer</loc>')
  // Nor are they pages at other addresses: a fragment, or a post away from its list's path.
  for (const path of ['/footer', '/es/compare-modal', '/news/budgeting-with-your-pay-schedule', '/partners-pass-forty']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a product page compares the payment options from the content page compare-modal', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/es/product/sofas-001')
  await waitForApp(page)
  const button = page.getByRole('button', { name: msg('es-US', 'compareModal.open') })
  await button.click()
  const dialog = page.getByRole('dialog', { name: contentFile('compare-modal', 'es-US').name })
  await expect(dialog.getByRole('table')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: msg('es-US', 'compareModal.close') }).click()
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  expect(errors).toEqual([])
})

/** The customer reviews page's carousel as its content file has it: its label and how many slides. */
function reviewsCarousel(locale: Locale): { label: string; slides: number; firstHeading: string; secondHeading: string } {
  const components = contentComponents(contentFile('customer-reviews', locale))
  const carousel = components.find((c) => c.typeId === 'commerce_layouts.carousel')
  if (!carousel) throw new Error(`no carousel on customer-reviews (${locale})`)
  const reviews = components.filter((c) => c.typeId === 'commerce_assets.reviewTile')
  return {
    label: String(carousel.data.label),
    slides: reviews.length,
    firstHeading: String(reviews[0]!.data.reviewHeading),
    secondHeading: String(reviews[1]!.data.reviewHeading),
  }
}

/** The places (1 for the first) of the slides in view, in the order they show. */
const shownPlaces = (carousel: Locator) =>
  carousel.locator('[role="group"]:not([hidden])').evaluateAll((slides) =>
    slides
      .map((slide) => ({
        order: Number((slide as HTMLElement).style.order),
        place: Number(/\d+/.exec(slide.getAttribute('aria-label') ?? '')?.[0]),
      }))
      .sort((a, b) => a.order - b.order)
      .map((slide) => slide.place),
  )

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['en-US', 'es-US'] as const) {
    test(`the customer reviews carousel comes from the server, its first slide shown and styled (${locale}) @phone`, async ({ page }) => {
      const { label, slides, firstHeading, secondHeading } = reviewsCarousel(locale)
      await page.goto(localized(locale, '/customer-reviews'))
      const carousel = page.getByRole('region', { name: label })
      await expect(carousel).toHaveAttribute('aria-roledescription', msg(locale, 'carousel.roleDescription'))
      await expect(carousel.locator('[role="group"]')).toHaveCount(slides)
      // One slide until the browser's width is known, whatever the screen.
      expect(await shownPlaces(carousel)).toEqual([1])
      await expect(carousel.getByRole('heading', { name: firstHeading })).toBeVisible()
      await expect(carousel.getByRole('heading', { name: secondHeading })).toBeHidden()
      // Still until the page has started; its buttons are there.
      await expect(carousel.getByRole('button', { name: msg(locale, 'carousel.startAutoSlide') })).toBeVisible()
      const next = carousel.getByRole('button', { name: msg(locale, 'carousel.next') })
      await expect(next).toBeVisible()
      // The carousel's classes reach the server-rendered page (its stylesheet, not only the first load's).
      const look = await next.evaluate((button) => {
        const style = getComputedStyle(button)
        const slides = button.closest('section')!.querySelector('[aria-live]')!
        return {
          align: style.alignItems,
          width: style.width,
          height: style.height,
          radius: style.borderTopLeftRadius,
          border: style.borderTopWidth,
          grid: getComputedStyle(slides).display,
        }
      })
      expect(look).toMatchObject({ align: 'center', border: '2px', grid: 'grid' })
      expect(look.width).toBe(look.height)
      expect(parseFloat(look.width)).toBeGreaterThanOrEqual(24)
      expect(parseFloat(look.radius)).toBeGreaterThanOrEqual(parseFloat(look.width) / 2)
    })
  }
})

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a shopper steps the customer reviews carousel by keyboard and pauses its auto-slide (${locale}) @phone`, async ({ page }) => {
    test.slow()
    const errors = watchErrors(page)
    const { label, slides } = reviewsCarousel(locale)
    // The page's clock runs as usual until the story moves it on by hand (the paused carousel's
    // wait below), so no story waits out the auto-slide's interval in real time.
    await page.clock.install()
    await page.goto(localized(locale, '/customer-reviews'))
    await waitForApp(page)
    const carousel = page.getByRole('region', { name: label })
    const perView = isPhone(page) ? 1 : 3
    await expect.poll(async () => (await shownPlaces(carousel)).length).toBe(perView)
    await expectNoAxeViolations(page)

    // It moves by itself while nothing rests it.
    const pause = carousel.getByRole('button', { name: msg(locale, 'carousel.stopAutoSlide') })
    await expect(pause).toBeVisible()
    await expect.poll(async () => (await shownPlaces(carousel))[0], { timeout: 15_000 }).not.toBe(1)

    // Keyboard only: the skip link to the content, then Tab until the next button has focus,
    // which rests auto-slide; Enter shows the next slide.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: msg(locale, 'shell.skipToContent') })).toBeFocused()
    await page.keyboard.press('Enter')
    const next = carousel.getByRole('button', { name: msg(locale, 'carousel.next') })
    const hasFocus = () => next.evaluate((element) => element === document.activeElement)
    for (let presses = 0; presses < 20 && !(await hasFocus()); presses++) await page.keyboard.press('Tab')
    await expect(next).toBeFocused()
    const [before = 0] = await shownPlaces(carousel)
    await page.keyboard.press('Enter')
    const after = (before % slides) + 1
    await expect.poll(async () => (await shownPlaces(carousel))[0]).toBe(after)
    await expect(carousel.locator('[role="group"]:not([hidden])').first()).toBeVisible()
    await expect(carousel.locator('[role="group"]').nth(after - 1)).toBeVisible()
    await expect(carousel.locator('[role="group"]').nth(before - 1)).toBeHidden()
    // Its own steps are announced, not the ones it takes by itself.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')

    // Back to the pause button (before previous and next) and pause: it stays where it is once
    // focus and pointer have left.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(pause).toBeFocused()
    await page.keyboard.press('Enter')
    const play = carousel.getByRole('button', { name: msg(locale, 'carousel.startAutoSlide') })
    await expect(play).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(play).not.toBeFocused()
    const paused = await shownPlaces(carousel)
    // Longer than its interval (the default, 5 s) and then some.
    await page.clock.runFor(7_000)
    expect(await shownPlaces(carousel)).toEqual(paused)
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
}
