import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useAppConfig } from './app-config'
import { readStoredLocale, resolveSiteLocale, type SiteLocaleResolution } from './site-locale'

/** The site and locale of the current URL (see site-locale.ts for the rules). */
export function useSiteLocale(): SiteLocaleResolution {
  const config = useAppConfig()
  const { pathname, search } = useLocation()
  return useMemo(
    () => resolveSiteLocale(pathname, search, config, readStoredLocale()),
    [pathname, search, config],
  )
}
