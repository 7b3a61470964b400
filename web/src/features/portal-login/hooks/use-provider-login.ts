import { useCallback, useEffect, useRef } from 'react'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * Returns `start(loginUrl)`: the identity provider's login (the `enableKeycloak` branch of
 * Customer Login; lib/provider-login.ts, loaded on the first use).
 */
export function useProviderLogin(): (loginUrl: string) => Promise<void> {
  const siteLocale = useSiteLocale()
  const latest = useRef(siteLocale)
  useEffect(() => {
    latest.current = siteLocale
  })
  return useCallback(async (loginUrl: string) => {
    const { startProviderLogin } = await import('../lib/provider-login')
    await startProviderLogin(loginUrl, latest.current)
  }, [])
}
