/**
 * The carousel's rules, without React: where the index goes on a step of one slide either way
 * (round the ring when infinite, stopping at the ends otherwise), how many slides show at once,
 * which ones those are, and when the steps are not available. The index is the first slide in
 * view.
 */

/** How long each view stays before auto-slide moves on, unless the carousel names another interval. */
export const DEFAULT_AUTO_SLIDE_INTERVAL_MS = 5000

/** Fewest and most slides shown side by side. */
export const MIN_SLIDES_PER_VIEW = 1
export const MAX_SLIDES_PER_VIEW = 6

/** What the rules need to know about a carousel. */
export interface CarouselConfig {
  /** How many slides there are (0 or more). */
  count: number
  /** How many show at once, already clamped by `clampSlidesPerView`. */
  slidesPerView: number
  /** Round the ring (true) or stop at the first and last view (false). */
  infinite: boolean
}

/**
 * Slides per view as a whole number from 1 to 6: a fraction rounds down, anything below one (or
 * not a number) is one, anything above six is six.
 */
export function clampSlidesPerView(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return MIN_SLIDES_PER_VIEW
  return Math.min(Math.max(Math.trunc(value), MIN_SLIDES_PER_VIEW), MAX_SLIDES_PER_VIEW)
}

/** How many slides are actually in view: never more than there are. */
export function slidesInView({ count, slidesPerView }: CarouselConfig): number {
  return Math.max(0, Math.min(slidesPerView, count))
}

/** Whether there is anywhere to go: more slides than fit in one view. */
export function canMove(config: CarouselConfig): boolean {
  return config.count > config.slidesPerView
}

/** The last index a view may start at: any slide on the ring, or the one that fills the last view. */
function lastIndex(config: CarouselConfig): number {
  if (!canMove(config)) return 0
  return config.infinite ? config.count - 1 : config.count - config.slidesPerView
}

/**
 * An index that is valid for the carousel as it is now (the number of slides or of slides per
 * view may have changed since it was stored): whole, on the ring when infinite, else within the
 * ends; 0 when everything fits in one view.
 */
export function normalizeIndex(index: number, config: CarouselConfig): number {
  if (!canMove(config) || !Number.isFinite(index)) return 0
  const whole = Math.trunc(index)
  if (config.infinite) return ((whole % config.count) + config.count) % config.count
  return Math.min(Math.max(whole, 0), lastIndex(config))
}

/** The index one slide on: the first again after the last when infinite, else the last view stays. */
export function nextIndex(index: number, config: CarouselConfig): number {
  const current = normalizeIndex(index, config)
  if (!canMove(config)) return 0
  if (config.infinite) return (current + 1) % config.count
  return Math.min(current + 1, lastIndex(config))
}

/** The index one slide back: the last after the first when infinite, else the first view stays. */
export function previousIndex(index: number, config: CarouselConfig): number {
  const current = normalizeIndex(index, config)
  if (!canMove(config)) return 0
  if (config.infinite) return (current - 1 + config.count) % config.count
  return Math.max(current - 1, 0)
}

/** Whether "previous" would do nothing: everything fits, or the first view shows and the carousel stops at the ends. */
export function isPreviousDisabled(index: number, config: CarouselConfig): boolean {
  if (!canMove(config)) return true
  return !config.infinite && normalizeIndex(index, config) === 0
}

/** Whether "next" would do nothing: everything fits, or the last view shows and the carousel stops at the ends. */
export function isNextDisabled(index: number, config: CarouselConfig): boolean {
  if (!canMove(config)) return true
  return !config.infinite && normalizeIndex(index, config) === lastIndex(config)
}

/**
 * The slides in view, in the order they show: `slidesPerView` of them from the index, round the
 * ring when infinite (the view after the last slide goes on with the first).
 */
export function visibleSlides(index: number, config: CarouselConfig): number[] {
  const start = normalizeIndex(index, config)
  return Array.from({ length: slidesInView(config) }, (_, offset) => (start + offset) % config.count)
}

/** Where each slide shows: its place in the view (0 for the first in view), or -1 when it is out of view. */
export function slidePositions(index: number, config: CarouselConfig): number[] {
  const positions = Array.from({ length: Math.max(0, config.count) }, () => -1)
  visibleSlides(index, config).forEach((slide, position) => (positions[slide] = position))
  return positions
}

/**
 * What the carousel remembers: the index, and whether auto-slide runs by the shopper's choice
 * (`null` until they press the pause or play button: then it runs unless they asked the system
 * for reduced motion).
 */
export interface CarouselState {
  index: number
  playing: boolean | null
}

export type CarouselAction =
  | { type: 'next'; config: CarouselConfig }
  | { type: 'previous'; config: CarouselConfig }
  /** Auto-slide's step: on like "next"; a carousel that stops at the ends stops playing on reaching its last view. */
  | { type: 'tick'; config: CarouselConfig }
  /** The pause or play button; playing again from the last view of a carousel that stops there starts over. */
  | { type: 'setPlaying'; playing: boolean; config: CarouselConfig }

export const initialCarouselState: CarouselState = { index: 0, playing: null }

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { config } = action
  switch (action.type) {
    case 'next':
      return { ...state, index: nextIndex(state.index, config) }
    case 'previous':
      return { ...state, index: previousIndex(state.index, config) }
    case 'tick': {
      const index = nextIndex(state.index, config)
      // A carousel that stops at the ends has nowhere further to go: auto-slide ends there.
      return isNextDisabled(index, config) ? { index, playing: false } : { ...state, index }
    }
    case 'setPlaying': {
      const restart = action.playing && !config.infinite && isNextDisabled(state.index, config)
      return { index: restart ? 0 : state.index, playing: action.playing }
    }
  }
}

/** The widths (px) from which the theme's breakpoints apply, smallest first, as in styles/theme.css. */
export const BREAKPOINTS = { sm: 480, md: 768, lg: 992, xl: 1280 } as const
export type Breakpoint = keyof typeof BREAKPOINTS

/**
 * Slides per view, one number for every width or one per breakpoint from the phone up: `base`
 * below `sm`, and each breakpoint's value from its width on until a larger one names another
 * (e.g. `{ base: 1, md: 2, lg: 4 }`).
 */
export type SlidesPerView = number | ({ base?: number } & Partial<Record<Breakpoint, number>>)

/**
 * The slides per view that apply from `breakpoint` on (`undefined`: below the smallest, which is
 * also what the server renders), clamped to 1–6.
 */
export function slidesPerViewAt(value: SlidesPerView | undefined, breakpoint: Breakpoint | undefined): number {
  if (typeof value !== 'object') return clampSlidesPerView(value)
  let applies = value.base
  for (const name of Object.keys(BREAKPOINTS) as Breakpoint[]) {
    if (breakpoint === undefined || BREAKPOINTS[name] > BREAKPOINTS[breakpoint]) break
    applies = value[name] ?? applies
  }
  return clampSlidesPerView(applies)
}
