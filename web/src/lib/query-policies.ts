/** Cache rules the specs give. */

const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000

/** Retry delay doubling from 1 s, capped at 30 s. */
export const backoffRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

/** Site preferences: cache 24 h, stale 5 min, 2 retries with backoff. */
export const SITE_PREFERENCES_POLICY = {
  gcTime: 24 * HOUR,
  staleTime: 5 * MINUTE,
  retry: 2,
  retryDelay: backoffRetryDelay,
} as const

/** Content assets: cache 24 h, stale 5 min, 2 retries. */
export const CONTENT_POLICY = {
  gcTime: 24 * HOUR,
  staleTime: 5 * MINUTE,
  retry: 2,
  retryDelay: backoffRetryDelay,
} as const

/** Default for every other query: stale after 10 s, no retry. */
export const DEFAULT_QUERY_POLICY = {
  staleTime: 10 * 1000,
  retry: false,
} as const
