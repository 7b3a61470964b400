/**
 * Navigations that leave the single-page app (a full page load), in one object so that tests
 * can spy on them (jsdom cannot navigate).
 */
export const fullPageNavigation = {
  /** Goes to `url` (a full page load; Back returns here). */
  assign(url: string): void {
    window.location.assign(url)
  },
  /** Replaces the current history entry with `url` (a full page load). */
  replace(url: string): void {
    window.location.replace(url)
  },
}
