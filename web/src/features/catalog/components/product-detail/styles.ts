/** The visible keyboard focus of the product page's links and controls (as the buttons' focus). */
export const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

/** A text link in the page's body. */
export const textLink = `rounded-sm text-primary underline-offset-2 hover:text-primary-700 hover:underline ${focusRing}`
