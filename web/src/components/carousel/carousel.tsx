/**
 * A carousel as the WAI-ARIA Authoring Practices describe it: a labelled region whose slides
 * ("1 of 5", …) show one or more at a time, with previous and next buttons, and optionally
 * auto-slide with a pause/play button as its first control. Auto-slide rests while the
 * pointer is over the carousel or focus is in it, never starts by itself for a shopper who asked
 * for reduced motion, and new slides are announced only when they did not move by themselves.
 *
 * Render is pure: the server's render and hydration show the first slide with auto-slide not
 * yet running (the media queries are the browser's, read after hydration). Slides out of view
 * are hidden, so neither focus nor a screen reader reaches them.
 *
 * Not part of the first load: import it only from code that loads later. Its classes are all
 * ones the first load's stylesheet already has, so it adds to no stylesheet and imports none:
 * styles/later.css imported here would be put into every server-rendered page that shows it.
 */
import { Children, isValidElement, useEffect, useId, useReducer, useState, type FocusEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import {
  canMove,
  carouselReducer,
  DEFAULT_AUTO_SLIDE_INTERVAL_MS,
  initialCarouselState,
  isNextDisabled,
  isPreviousDisabled,
  normalizeIndex,
  slidePositions,
  slidesPerViewAt,
  type CarouselConfig,
  type SlidesPerView,
} from './carousel-state'
import { ChevronIcon, controlButtonClass, PlayPauseIcon } from './icons'
import { carouselMessages as messages } from './messages'
import { useBreakpoint, usePrefersReducedMotion } from './use-media'

export interface CarouselProps {
  /** The carousel's accessible name: what its slides are about (e.g. "Featured offers"). */
  label: string
  /** The slides, one child each. */
  children: ReactNode
  /** Slides shown side by side, 1 to 6 (default 1), or one number per breakpoint from the phone up (`{ base: 1, md: 3 }`). */
  slidesPerView?: SlidesPerView
  /** After the last slide comes the first again (default); `false` stops at the first and last views. */
  infinite?: boolean
  /** Moves on by one slide every `interval` ms until the shopper pauses it (default off). */
  autoSlide?: boolean
  /** Auto-slide's interval in ms (default 5000). */
  interval?: number
  className?: string
}

export function Carousel({
  label,
  children,
  slidesPerView = 1,
  infinite = true,
  autoSlide = false,
  interval = DEFAULT_AUTO_SLIDE_INTERVAL_MS,
  className,
}: CarouselProps) {
  const intl = useIntl()
  const slidesId = useId()
  const slides = Children.toArray(children)
  const breakpoint = useBreakpoint()
  const reducedMotion = usePrefersReducedMotion()
  const perView = slidesPerViewAt(slidesPerView, breakpoint)
  const count = slides.length
  const config: CarouselConfig = { count, slidesPerView: perView, infinite }

  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState)
  const [pointerOver, setPointerOver] = useState(false)
  const [focusInside, setFocusInside] = useState(false)

  // The stored index may belong to another number of slides or of slides per view.
  const index = normalizeIndex(state.index, config)
  const movable = canMove(config)
  const playing = autoSlide && movable && (state.playing ?? !reducedMotion)
  const rotating = playing && !pointerOver && !focusInside
  const delay = Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_AUTO_SLIDE_INTERVAL_MS

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => dispatch({ type: 'tick', config: { count, slidesPerView: perView, infinite } }), delay)
    return () => window.clearInterval(timer)
  }, [rotating, delay, count, perView, infinite])

  const positions = slidePositions(index, config)
  const previousDisabled = isPreviousDisabled(index, config)
  const nextDisabled = isNextDisabled(index, config)

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving between the carousel's own buttons and slides keeps auto-slide resting.
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false)
  }

  return (
    <section
      aria-roledescription={intl.formatMessage(messages.roleDescription)}
      aria-label={label}
      className={`flex flex-col gap-2 ${className ?? ''}`}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setPointerOver(true)}
      onPointerLeave={() => setPointerOver(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      {movable && (
        <div className="flex items-center gap-1 self-end">
          {autoSlide && (
            <button
              type="button"
              className={controlButtonClass()}
              aria-label={intl.formatMessage(playing ? messages.stopAutoSlide : messages.startAutoSlide)}
              onClick={() => dispatch({ type: 'setPlaying', playing: !playing, config })}
            >
              <PlayPauseIcon playing={playing} />
            </button>
          )}
          <button
            type="button"
            className={controlButtonClass(previousDisabled)}
            aria-label={intl.formatMessage(messages.previous)}
            aria-controls={slidesId}
            aria-disabled={previousDisabled || undefined}
            onClick={() => previousDisabled || dispatch({ type: 'previous', config })}
          >
            <ChevronIcon direction="previous" />
          </button>
          <button
            type="button"
            className={controlButtonClass(nextDisabled)}
            aria-label={intl.formatMessage(messages.next)}
            aria-controls={slidesId}
            aria-disabled={nextDisabled || undefined}
            onClick={() => nextDisabled || dispatch({ type: 'next', config })}
          >
            <ChevronIcon direction="next" />
          </button>
        </div>
      )}
      <div
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="false"
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${Math.max(1, Math.min(perView, count))}, minmax(0, 1fr))` }}
      >
        {slides.map((slide, slideIndex) => {
          const position = positions[slideIndex]!
          const shown = position >= 0
          return (
            <div
              // Slides keep their place in the document; the view's order is the grid's, so a
              // view that goes round the ring never moves the element that has focus.
              key={isValidElement(slide) && slide.key !== null ? slide.key : slideIndex}
              role="group"
              aria-roledescription={intl.formatMessage(messages.slideRoleDescription)}
              aria-label={intl.formatMessage(messages.slideLabel, { position: slideIndex + 1, total: count })}
              hidden={!shown}
              style={shown ? { order: position } : undefined}
              className="min-w-0"
            >
              {slide}
            </div>
          )
        })}
      </div>
    </section>
  )
}
