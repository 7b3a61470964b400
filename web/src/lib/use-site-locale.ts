import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import type { AppConfig } from '@/api/types'
import { useAppConfig } from './app-config'
import { readStoredLocale, resolveSiteLocale, subscribeStoredLocale, type SiteLocaleResolution } from './site-locale'

/** The server has no stored locale, and neither has the hydrating client: it is the visitor's. */
const noStoredLocale = () => null

/**
 * The locale the shopper chose before (localStorage `selectedLocale`). Read outside render:
 * null on the server and while hydrating, so a choice is applied right after hydration.
 */
export function useStoredLocale(): string | null {
  return useSyncExternalStore(subscribeStoredLocale, readStoredLocale, noStoredLocale)
}

/**
 * The last resolution: every link, header and page of a render asks for the same URL's site and
 * locale (86 times on a 50-tile listing), and the answer depends on these four values alone.
 */
let last: { pathname: string; search: string; config: AppConfig; storedLocale: string | null; resolution: SiteLocaleResolution } | undefined

function resolveOnce(pathname: string, search: string, config: AppConfig, storedLocale: string | null): SiteLocaleResolution {
  if (last?.pathname !== pathname || last.search !== search || last.config !== config || last.storedLocale !== storedLocale) {
    last = { pathname, search, config, storedLocale, resolution: resolveSiteLocale(pathname, search, config, storedLocale) }
  }
  return last.resolution
}

/** The site and locale of the current URL (see site-locale.ts for the rules). */
export function useSiteLocale(): SiteLocaleResolution {
  const config = useAppConfig()
  const { pathname, search } = useLocation()
  const storedLocale = useStoredLocale()
  return resolveOnce(pathname, search, config, storedLocale)
}
