/**
 * The most dehydrated query state (bytes of JSON in `#ssr-state`) a server-rendered page of
 * each route may send, and the most a whole listing page of 50 tiles may weigh compressed.
 * The state is part of every first load: a route keeps in it what its page shows (the
 * messages it read, its queries' fields its components use, docs/architecture.md "What a
 * rendered page sends"). e2e/tests/ssr.spec.ts renders each route with the demo data and fails
 * over budget. No imports: the end-to-end tests read this file as it is.
 */

/** The shell's own queries (categories, footer, preferences, the page's messages) fit in this. */
export const DEFAULT_STATE_BUDGET = 16_000

export const STATE_BUDGETS: Readonly<Record<string, number>> = {
  // A hit as a tile shows it is about 450 bytes: 100 tiles (the largest page) and the shell.
  '/category/:categoryId': 64_000,
  '/search': 64_000,
  // The product with its variants and images, and the shell; the largest is a set with its
  // products (the living-room set: 31 kB with the footer's 24 links). 34.5 kB: the message of
  // the lease in words the page's structured data states with its offer (0.35 kB; the living-room
  // set is 34.3 kB with it).
  '/product/:productId': 34_500,
  // A page of regions with every one of its texts: the leasing information's ten tabs of legal
  // text are 47 kB (only the tab shown is in the markup).
  '/:pageId': 56_000,
  // A retailer is about 300 bytes as its tile shows it, once in each category it is in: the
  // featured marketplace without a location (16.7 kB with the shell) with room for more retailers.
  '/marketplace': 24_000,
  '/marketplace/referral': 24_000,
  '/shop-online': 24_000,
  '/find-a-store': 24_000,
  '/marketplace/mobile-app-only-retailers': 24_000,
}

/**
 * The 50-tile listing page, gzip-compressed: markup, inlined styles and state (25.1 kB with the
 * footer's 24 links). 27 kB: the head's ItemList names each listed product for search engines
 * (1.2 kB compressed for 50; the page is 26.6 kB with it).
 */
export const LISTING_PAGE_GZIP_BUDGET = 27_000

export function stateBudget(routePath: string): number {
  return STATE_BUDGETS[routePath] ?? DEFAULT_STATE_BUDGET
}
