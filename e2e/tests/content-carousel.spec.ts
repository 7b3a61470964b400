// The product scroller of a content page (a partner's page with a product carousel) against the
// real server and its demo catalog: its tiles load once the page has started, the next button is
// reached with Tab and scrolls the row by Enter and by Space, the previous button appears and
// scrolls it back; in English and Spanish, on a desktop and a phone. The page passes axe.
import { contentComponents, contentFile, expect, expectNoAxeViolations, msg, test, waitForApp } from './support'

type Locale = 'en-US' | 'es-US'

const PAGE_ID = 'ashford-home'
const localized = (locale: Locale, path: string) => (locale === 'es-US' ? `/es${path}` : path)

/** The heading of the page's product carousel, as its content file words it. */
function carouselHeading(locale: Locale): string {
  const carousel = contentComponents(contentFile(PAGE_ID, locale)).find((c) => c.typeId === 'commerce_assets.productCarousel')
  if (!carousel) throw new Error(`no product carousel on ${PAGE_ID} (${locale})`)
  return String(carousel.data.heading)
}

/**
 * A message as the page shows it: the Spanish catalogue's text, or — for a message it does not
 * have yet — the English default, which is what react-intl then shows.
 */
function shown(locale: Locale, id: string): string {
  try {
    return msg(locale, id)
  } catch {
    return msg('en-US', id)
  }
}

for (const locale of ['en-US', 'es-US'] as const) {
  test(`a shopper scrolls a page's product row with the keyboard (${locale}) @phone`, async ({ page }) => {
    await page.goto(localized(locale, `/partner/${PAGE_ID}`))
    await waitForApp(page)
    const heading = carouselHeading(locale)
    const section = page.getByRole('region', { name: heading })
    const row = section.getByRole('list', { name: heading })
    // The tiles load once the page has started, with the buttons the row needs.
    await expect(row.getByRole('listitem').first()).toBeVisible()
    const next = section.getByRole('button', { name: shown(locale, 'productScroller.next') })
    const previous = section.getByRole('button', { name: shown(locale, 'productScroller.previous') })
    await expect(next).toBeVisible()
    await expect(previous).toBeHidden()
    await expectNoAxeViolations(page)

    // Keyboard only: the skip link to the content, then Tab until the next button has focus
    // (the previous one, hidden at the start, is skipped).
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: msg(locale, 'shell.skipToContent') })).toBeFocused()
    await page.keyboard.press('Enter')
    const hasFocus = () => next.evaluate((element) => element === document.activeElement)
    for (let presses = 0; presses < 20 && !(await hasFocus()); presses++) await page.keyboard.press('Tab')
    await expect(next).toBeFocused()

    const scrolled = () => row.evaluate((element) => Math.round(element.scrollLeft))
    /** Whether the row has stopped gliding: the same place at two polls in a row, 200 ms apart. */
    let lastPlace: number | undefined
    const glideOver = async () => {
      const place = await scrolled()
      const still = place === lastPlace
      lastPlace = place
      return still
    }
    const { width, max } = await row.evaluate((element) => ({
      width: element.clientWidth,
      max: element.scrollWidth - element.clientWidth,
    }))
    await page.keyboard.press('Enter')
    await expect(previous).toBeVisible()
    // One row's width, or as far as the row goes.
    await expect.poll(scrolled).toBeGreaterThanOrEqual(Math.min(width, max) - 2)

    if (max > width + 2) {
      // More than one width to go: Space scrolls on from the button that still has focus.
      await expect(next).toBeFocused()
      const afterEnter = await scrolled()
      await page.keyboard.press(' ')
      await expect.poll(scrolled).toBeGreaterThan(afterEnter)
      await expect.poll(glideOver, { intervals: [200] }).toBe(true)
    } else {
      // The end in one step: the next button hid and handed focus to the previous one, whose
      // Space scrolls back.
      await expect(next).toBeHidden()
      await expect(previous).toBeFocused()
      await page.keyboard.press(' ')
      await expect.poll(scrolled).toBe(0)
    }

    // Back to the start with the previous button, which hides there and hands focus to the next
    // one; with reduced motion each step is a jump, no glide to wait for.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    if ((await scrolled()) > 0 && !(await previous.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('Shift+Tab')
    for (let presses = 0; presses < 10 && (await scrolled()) > 0; presses++) {
      const before = await scrolled()
      await expect(previous).toBeFocused()
      await page.keyboard.press('Enter')
      await expect.poll(scrolled).toBeLessThan(before)
    }
    expect(await scrolled()).toBe(0)
    await expect(previous).toBeHidden()
    await expect(next).toBeFocused()
    await expectNoAxeViolations(page)
  })
}
