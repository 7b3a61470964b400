/**
 * Fetches again the stylesheets that failed to load. The bundler's preload adds a chunk's
 * stylesheet to the page once and never again: after a chunk failed offline, its page would
 * come back without its styles. Resolves once they are in; fails as a chunk does when one
 * still cannot be loaded. Browser-only: call it from an event, never in render.
 */
export function reloadFailedStylesheets(): Promise<void> {
  // A stylesheet that failed has no `sheet` (one still loading neither: fetched twice, no harm);
  // nor has a disabled one, which is never fetched (the server's render disables some).
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet && !link.disabled)
  return Promise.all(
    failed.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const again = link.cloneNode() as HTMLLinkElement
          again.addEventListener('load', () => resolve())
          again.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${link.href}`)))
          link.replaceWith(again)
        }),
    ),
  ).then(() => undefined)
}
