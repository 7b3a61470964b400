/** The carousel: its names, its buttons by pointer and keyboard, round or clamped, auto-slide and when it rests, and its server render. */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { expectNoAxeViolations } from '@/testing/axe'
import { Carousel, type CarouselProps } from './carousel'

/** The browser's media queries as a test sets them: the viewport's width and the reduced-motion preference. */
function stubMedia({ width = 375, reducedMotion = false }: { width?: number; reducedMotion?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /\(min-width: (\d+)px\)/.exec(query)
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion: reduce') && reducedMotion
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} }
  })
}

const withIntl = (ui: ReactNode) => (
  <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
    {ui}
  </IntlProvider>
)

const offers = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <a key={i} href={`#offer-${i + 1}`}>
      Offer {i + 1}
    </a>
  ))

/** A carousel of `count` linked offers between two buttons, in the page's main region. */
function renderCarousel({ count = 3, ...props }: Partial<CarouselProps> & { count?: number } = {}) {
  const user = userEvent.setup()
  const result = render(
    withIntl(
      <main>
        <button type="button">Before</button>
        <Carousel label="Featured offers" {...props}>
          {offers(count)}
        </Carousel>
        <button type="button">After</button>
      </main>,
    ),
  )
  const carousel = screen.getByRole('region', { name: 'Featured offers' })
  return { ...result, user, carousel }
}

/** The names of the slides in view (hidden ones are left out), in the order they show. */
const shownSlides = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((slide) => slide.getAttribute('aria-label'))

const button = (carousel: HTMLElement, name: string) => within(carousel).getByRole('button', { name })
const liveRegion = (carousel: HTMLElement) => carousel.querySelector('[aria-live]')!

/** Moves the fake clock inside act, so the carousel's updates are applied. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms))

/**
 * A fake clock for the carousel's interval alone: testing-library's and user-event's own waits
 * (timeouts) keep the real one, which a fake setTimeout would stall under vitest.
 */
const useFakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })

afterEach(() => vi.useRealTimers())

describe('the carousel', () => {
  it('is a labelled carousel region whose slides are named "n of total", the first in view', async () => {
    stubMedia()
    const { carousel } = renderCarousel({ count: 4 })
    expect(carousel.tagName).toBe('SECTION')
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(carousel).getAllByRole('group', { hidden: true })
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4'])
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'))
    expect(shownSlides(carousel)).toEqual(['1 of 4'])
    expect(slides[1]).not.toBeVisible()
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')
    for (const name of ['Previous slide', 'Next slide'])
      expect(button(carousel, name)).toHaveAttribute('aria-controls', liveRegion(carousel).id)
    await expectNoAxeViolations()
  })

  it('moves one slide either way by click, and by Enter and Space on the focused buttons', async () => {
    stubMedia()
    const { carousel, user } = renderCarousel({ count: 4 })
    await user.click(button(carousel, 'Next slide'))
    expect(shownSlides(carousel)).toEqual(['2 of 4'])
    await user.click(button(carousel, 'Previous slide'))
    expect(shownSlides(carousel)).toEqual(['1 of 4'])

    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(button(carousel, 'Previous slide')).toHaveFocus()
    await user.tab()
    expect(button(carousel, 'Next slide')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(shownSlides(carousel)).toEqual(['2 of 4'])
    await user.keyboard(' ')
    expect(shownSlides(carousel)).toEqual(['3 of 4'])
    await user.tab({ shift: true })
    await user.keyboard('{Enter}')
    expect(shownSlides(carousel)).toEqual(['2 of 4'])
  })

  it('goes round by default: the first after the last and the last before the first', async () => {
    stubMedia()
    const { carousel, user } = renderCarousel({ count: 3 })
    await user.click(button(carousel, 'Previous slide'))
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
    await user.click(button(carousel, 'Next slide'))
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    for (const name of ['Previous slide', 'Next slide']) expect(button(carousel, name)).not.toHaveAttribute('aria-disabled')
  })

  it('stops at the ends when not infinite, the step that would do nothing disabled but still focusable', async () => {
    stubMedia()
    const { carousel, user } = renderCarousel({ count: 3, infinite: false })
    const previous = button(carousel, 'Previous slide')
    const next = button(carousel, 'Next slide')
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    expect(next).not.toHaveAttribute('aria-disabled')
    await user.click(previous)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    await user.click(next)
    await user.click(next)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()
    await user.click(next)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
    expect(previous).not.toHaveAttribute('aria-disabled')
    await expectNoAxeViolations()
  })

  it('shows several slides per view; the keyboard reaches only the ones in view', async () => {
    stubMedia()
    const { carousel, user } = renderCarousel({ count: 5, slidesPerView: 3 })
    expect(shownSlides(carousel)).toEqual(['1 of 5', '2 of 5', '3 of 5'])
    await user.click(button(carousel, 'Previous slide'))
    expect(shownSlides(carousel)).toEqual(['5 of 5', '1 of 5', '2 of 5'])

    await user.click(button(carousel, 'Next slide'))
    await user.tab()
    const reached: string[] = []
    for (let i = 0; i < 3; i++) {
      reached.push(document.activeElement?.textContent ?? '')
      await user.tab()
    }
    expect(reached).toEqual(['Offer 1', 'Offer 2', 'Offer 3'])
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
  })

  it('clamps slides per view to 1–6 and leaves the buttons out when every slide is in view', () => {
    stubMedia()
    const { carousel, unmount } = renderCarousel({ count: 8, slidesPerView: 10 })
    expect(shownSlides(carousel)).toHaveLength(6)
    unmount()
    const few = renderCarousel({ count: 3, slidesPerView: 4, autoSlide: true })
    expect(shownSlides(few.carousel)).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(within(few.carousel).queryByRole('button')).not.toBeInTheDocument()
  })

  it('follows the breakpoints for responsive slides per view', () => {
    stubMedia({ width: 1024 })
    const { carousel } = renderCarousel({ count: 6, slidesPerView: { base: 1, md: 2, lg: 4 } })
    expect(shownSlides(carousel)).toHaveLength(4)
  })
})

describe('auto-slide', () => {
  it('moves on every 5000 ms, its pause button first, not announcing the slides it moves to', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel, user } = renderCarousel({ count: 3, autoSlide: true })
    const controls = within(carousel).getAllByRole('button')
    expect(controls.map((control) => control.getAttribute('aria-label'))).toEqual([
      'Stop automatic slide show',
      'Previous slide',
      'Next slide',
    ])
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off')
    await elapse(4999)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    await elapse(1)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])

    // Paused by its button: it stays, and says so.
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(controls[0]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(controls[0]).toHaveAccessibleName('Start automatic slide show')
    await user.click(screen.getByRole('button', { name: 'After' }))
    await elapse(20_000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')
    await user.click(controls[0]!)
    await user.click(screen.getByRole('button', { name: 'After' }))
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off')
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
    await expectNoAxeViolations()
  })

  it('takes another interval', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel } = renderCarousel({ count: 3, autoSlide: true, interval: 2000 })
    await elapse(2000)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
  })

  it('rests while the pointer is over the carousel, and goes on when it leaves', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel, user } = renderCarousel({ count: 3, autoSlide: true })
    await user.hover(within(carousel).getAllByRole('group')[0]!)
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')
    await elapse(15_000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    // Resting is not pausing: the button still offers to stop.
    expect(button(carousel, 'Stop automatic slide show')).toBeInTheDocument()
    await user.unhover(within(carousel).getAllByRole('group')[0]!)
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
  })

  it('rests while focus is inside the carousel, announcing the slides the shopper moves to', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel, user } = renderCarousel({ count: 3, autoSlide: true })
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    await user.tab()
    await user.tab()
    expect(button(carousel, 'Next slide')).toHaveFocus()
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')
    await elapse(15_000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    await user.keyboard('{Enter}')
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
    // Into the slide: still inside.
    await user.tab()
    expect(screen.getByRole('link', { name: 'Offer 2' })).toHaveFocus()
    await elapse(15_000)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
    await user.tab()
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus()
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
  })

  it('never starts by itself for a shopper who asked for reduced motion; their own play starts it', async () => {
    stubMedia({ reducedMotion: true })
    useFakeIntervals()
    const { carousel, user } = renderCarousel({ count: 3, autoSlide: true })
    const play = button(carousel, 'Start automatic slide show')
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')
    await elapse(60_000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
    await user.click(play)
    expect(play).toHaveAccessibleName('Stop automatic slide show')
    await user.click(screen.getByRole('button', { name: 'After' }))
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
  })

  it('stops at the last view when not infinite', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel } = renderCarousel({ count: 3, autoSlide: true, infinite: false })
    await elapse(10_000)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
    expect(button(carousel, 'Start automatic slide show')).toBeInTheDocument()
    await elapse(20_000)
    expect(shownSlides(carousel)).toEqual(['3 of 3'])
  })

  it('does not run without autoSlide', async () => {
    stubMedia()
    useFakeIntervals()
    const { carousel } = renderCarousel({ count: 3 })
    expect(within(carousel).queryByRole('button', { name: /automatic slide show/ })).not.toBeInTheDocument()
    await elapse(60_000)
    expect(shownSlides(carousel)).toEqual(['1 of 3'])
  })
})

describe('the server’s render', () => {
  let root: Root | undefined
  afterEach(() => act(() => root?.unmount()))

  it('shows the first slide, not moving; hydration matches it, then auto-slide starts', async () => {
    stubMedia({ width: 1280 })
    useFakeIntervals()
    const tree = withIntl(
      <Carousel label="Featured offers" autoSlide slidesPerView={{ base: 1, lg: 2 }}>
        {offers(4)}
      </Carousel>,
    )
    const html = renderToString(tree)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const carousel = within(container).getByRole('region', { name: 'Featured offers' })
    expect(shownSlides(carousel)).toEqual(['1 of 4'])
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite')

    const errors = vi.spyOn(console, 'error')
    await act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => console.error(error) })
      return Promise.resolve()
    })
    expect(errors).not.toHaveBeenCalled()
    // After hydration the browser's answers apply: two per view at this width, moving.
    expect(shownSlides(carousel)).toEqual(['1 of 4', '2 of 4'])
    expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off')
    await elapse(5000)
    expect(shownSlides(carousel)).toEqual(['2 of 4', '3 of 4'])
    container.remove()
  })
})
