import { useMemo, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
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

/** The site and locale of the current URL (see site-locale.ts for the rules). */
export function useSiteLocale(): SiteLocaleResolution {
  const config = useAppConfig()
  const { pathname, search } = useLocation()
  const storedLocale = useStoredLocale()
  return useMemo(() => resolveSiteLocale(pathname, search, config, storedLocale), [pathname, search, config, storedLocale])
}
