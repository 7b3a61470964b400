// The carousel's and the scroller's button icons: decoration only, the buttons carry the names.

const ICON_CLASS = 'size-2.5 shrink-0'

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={ICON_CLASS}>
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={ICON_CLASS}>
      <path d={playing ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l11-6.5z'} fill="currentColor" />
    </svg>
  )
}

/**
 * A round icon button with the brand's green ring; a step that would do nothing is dimmed
 * (marked `aria-disabled` rather than disabled, so the button keeps focus). Only classes the
 * first load's stylesheet already has: this code is not in the first load, and a class of its
 * own would still grow that stylesheet.
 */
export function controlButtonClass(disabled = false): string {
  return (
    'inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-white text-primary ' +
    'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ' +
    (disabled ? 'opacity-60' : 'hover:bg-primary-50')
  )
}
