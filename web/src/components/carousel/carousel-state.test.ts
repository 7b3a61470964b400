/** The carousel's rules: steps of one slide, round the ring or stopping at the ends, what shows, what is disabled. */
import { describe, expect, it } from 'vitest'
import {
  canMove,
  carouselReducer,
  clampSlidesPerView,
  DEFAULT_AUTO_SLIDE_INTERVAL_MS,
  initialCarouselState,
  isNextDisabled,
  isPreviousDisabled,
  MAX_SLIDES_PER_VIEW,
  MIN_SLIDES_PER_VIEW,
  nextIndex,
  normalizeIndex,
  previousIndex,
  slidePositions,
  slidesPerViewAt,
  visibleSlides,
  type CarouselConfig,
  type CarouselState,
} from './carousel-state'

const ring = (count: number, slidesPerView = 1): CarouselConfig => ({ count, slidesPerView, infinite: true })
const clamped = (count: number, slidesPerView = 1): CarouselConfig => ({ count, slidesPerView, infinite: false })

/** Every carousel of 0 to 12 slides, 1 to 6 per view, both ways. */
const everyConfig = (): CarouselConfig[] =>
  Array.from({ length: 13 }, (_, count) =>
    Array.from({ length: MAX_SLIDES_PER_VIEW }, (_, perView) => [ring(count, perView + 1), clamped(count, perView + 1)]),
  ).flat(2)

describe('the constants', () => {
  it('moves on every 5000 ms and shows 1 to 6 slides', () => {
    expect(DEFAULT_AUTO_SLIDE_INTERVAL_MS).toBe(5000)
    expect([MIN_SLIDES_PER_VIEW, MAX_SLIDES_PER_VIEW]).toEqual([1, 6])
  })
})

describe('slides per view', () => {
  it('is a whole number from 1 to 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(clampSlidesPerView)).toEqual([1, 2, 3, 4, 5, 6])
    expect(clampSlidesPerView(0)).toBe(1)
    expect(clampSlidesPerView(-3)).toBe(1)
    expect(clampSlidesPerView(7)).toBe(6)
    expect(clampSlidesPerView(100)).toBe(6)
    expect(clampSlidesPerView(2.9)).toBe(2)
    expect(clampSlidesPerView(Number.NaN)).toBe(1)
    expect(clampSlidesPerView(Number.POSITIVE_INFINITY)).toBe(1)
    expect(clampSlidesPerView(undefined)).toBe(1)
  })

  it('is always within 1 to 6 whatever it is given', () => {
    for (let value = -20; value <= 20; value += 0.25) {
      const clampedValue = clampSlidesPerView(value)
      expect(Number.isInteger(clampedValue)).toBe(true)
      expect(clampedValue).toBeGreaterThanOrEqual(1)
      expect(clampedValue).toBeLessThanOrEqual(6)
    }
  })

  it('takes each breakpoint’s value from its width on, the phone’s on the server', () => {
    const responsive = { base: 1, md: 3, xl: 9 }
    expect(slidesPerViewAt(responsive, undefined)).toBe(1)
    expect(slidesPerViewAt(responsive, 'sm')).toBe(1)
    expect(slidesPerViewAt(responsive, 'md')).toBe(3)
    expect(slidesPerViewAt(responsive, 'lg')).toBe(3)
    expect(slidesPerViewAt(responsive, 'xl')).toBe(6)
    expect(slidesPerViewAt({ lg: 4 }, undefined)).toBe(1)
    expect(slidesPerViewAt(4, undefined)).toBe(4)
    expect(slidesPerViewAt(4, 'xl')).toBe(4)
    expect(slidesPerViewAt(undefined, 'md')).toBe(1)
  })
})

describe('infinite (the default)', () => {
  it('goes round: the first after the last, the last before the first', () => {
    const config = ring(5)
    expect(nextIndex(0, config)).toBe(1)
    expect(nextIndex(4, config)).toBe(0)
    expect(previousIndex(0, config)).toBe(4)
    expect(previousIndex(3, config)).toBe(2)
    expect(isPreviousDisabled(0, config)).toBe(false)
    expect(isNextDisabled(4, config)).toBe(false)
  })

  it('shows the view round the ring from the index', () => {
    expect(visibleSlides(3, ring(5, 3))).toEqual([3, 4, 0])
    expect(slidePositions(3, ring(5, 3))).toEqual([2, -1, -1, 0, 1])
    expect(visibleSlides(0, ring(5, 3))).toEqual([0, 1, 2])
  })

  it('comes back to where it started after as many steps as there are slides, either way', () => {
    for (const config of everyConfig().filter((c) => c.infinite && canMove(c))) {
      for (let start = 0; start < config.count; start++) {
        let forward = start
        let back = start
        for (let step = 0; step < config.count; step++) {
          const before = forward
          forward = nextIndex(forward, config)
          // One slide on, never more.
          expect((before + 1) % config.count).toBe(forward)
          back = previousIndex(back, config)
        }
        expect(forward).toBe(start)
        expect(back).toBe(start)
      }
    }
  })
})

describe('clamped (infinite false)', () => {
  it('stops at the ends', () => {
    const config = clamped(5)
    expect(previousIndex(0, config)).toBe(0)
    expect(nextIndex(3, config)).toBe(4)
    expect(nextIndex(4, config)).toBe(4)
    expect(isPreviousDisabled(0, config)).toBe(true)
    expect(isNextDisabled(0, config)).toBe(false)
    expect(isNextDisabled(4, config)).toBe(true)
    expect(isPreviousDisabled(4, config)).toBe(false)
  })

  it('ends at the view that shows the last slide', () => {
    const config = clamped(5, 3)
    expect(nextIndex(1, config)).toBe(2)
    expect(nextIndex(2, config)).toBe(2)
    expect(isNextDisabled(2, config)).toBe(true)
    expect(visibleSlides(2, config)).toEqual([2, 3, 4])
    expect(slidePositions(2, config)).toEqual([-1, -1, 0, 1, 2])
  })

  it('walks from the first view to the last one slide at a time, and back', () => {
    for (const config of everyConfig().filter((c) => !c.infinite && canMove(c))) {
      const last = config.count - config.slidesPerView
      let index = 0
      for (let step = 1; step <= last + 3; step++) {
        index = nextIndex(index, config)
        expect(index).toBe(Math.min(step, last))
      }
      expect(isNextDisabled(index, config)).toBe(true)
      expect(visibleSlides(index, config).at(-1)).toBe(config.count - 1)
      for (let step = 1; step <= last + 3; step++) {
        index = previousIndex(index, config)
        expect(index).toBe(Math.max(last - step, 0))
      }
      expect(isPreviousDisabled(index, config)).toBe(true)
    }
  })
})

describe('every carousel', () => {
  it('shows min(slides per view, slides) distinct slides, in view order, from any index', () => {
    for (const config of everyConfig()) {
      for (let index = -3; index < config.count + 3; index++) {
        const visible = visibleSlides(index, config)
        expect(visible).toHaveLength(Math.min(config.slidesPerView, config.count))
        expect(new Set(visible).size).toBe(visible.length)
        visible.forEach((slide) => expect(slide >= 0 && slide < config.count).toBe(true))
        const positions = slidePositions(index, config)
        visible.forEach((slide, position) => expect(positions[slide]).toBe(position))
        expect(positions.filter((p) => p === -1)).toHaveLength(config.count - visible.length)
      }
    }
  })

  it('stays put with both steps disabled when everything fits in one view', () => {
    for (const config of everyConfig().filter((c) => !canMove(c))) {
      expect(nextIndex(0, config)).toBe(0)
      expect(previousIndex(0, config)).toBe(0)
      expect(isNextDisabled(0, config)).toBe(true)
      expect(isPreviousDisabled(0, config)).toBe(true)
      expect(visibleSlides(0, config)).toEqual(Array.from({ length: config.count }, (_, i) => i))
    }
  })

  it('keeps an index valid when the slides or slides per view change', () => {
    expect(normalizeIndex(7, ring(5))).toBe(2)
    expect(normalizeIndex(-1, ring(5))).toBe(4)
    expect(normalizeIndex(4, clamped(5, 3))).toBe(2)
    expect(normalizeIndex(4, clamped(3))).toBe(2)
    expect(normalizeIndex(2, ring(3, 3))).toBe(0)
    expect(normalizeIndex(1.7, ring(5))).toBe(1)
    expect(normalizeIndex(Number.NaN, ring(5))).toBe(0)
  })
})

describe('the reducer', () => {
  it('steps by one either way', () => {
    const config = ring(3)
    const afterNext = carouselReducer(initialCarouselState, { type: 'next', config })
    expect(afterNext).toEqual({ index: 1, playing: null })
    expect(carouselReducer(afterNext, { type: 'previous', config }).index).toBe(0)
    expect(carouselReducer(initialCarouselState, { type: 'previous', config }).index).toBe(2)
  })

  it('auto-slide goes round a ring for ever', () => {
    const config = ring(3)
    let state: CarouselState = { index: 0, playing: true }
    for (let tick = 1; tick <= 7; tick++) {
      state = carouselReducer(state, { type: 'tick', config })
      expect(state).toEqual({ index: tick % 3, playing: true })
    }
  })

  it('auto-slide stops at the last view of a clamped carousel, and playing again starts over', () => {
    const config = clamped(4, 2)
    let state = carouselReducer(initialCarouselState, { type: 'tick', config })
    expect(state).toEqual({ index: 1, playing: null })
    state = carouselReducer(state, { type: 'tick', config })
    expect(state).toEqual({ index: 2, playing: false })
    expect(carouselReducer(state, { type: 'tick', config })).toEqual({ index: 2, playing: false })
    expect(carouselReducer(state, { type: 'setPlaying', playing: true, config })).toEqual({ index: 0, playing: true })
  })

  it('pausing keeps the slide', () => {
    const config = clamped(4)
    expect(carouselReducer({ index: 3, playing: true }, { type: 'setPlaying', playing: false, config })).toEqual({
      index: 3,
      playing: false,
    })
    expect(carouselReducer({ index: 1, playing: false }, { type: 'setPlaying', playing: true, config })).toEqual({
      index: 1,
      playing: true,
    })
  })
})
