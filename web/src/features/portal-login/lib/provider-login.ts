/**
 * The identity provider's login (the "Keycloak login", preference `enableKeycloak`):
 * the pending sign-in is stored first (lib/pending-sign-in.ts), then the browser goes to the
 * provider (a full page load) with the callback of the current site and locale, the binding
 * and the page's locale. The provider answers `/idpcallback?code=&state=` (a live provider
 * session) or its login page (/customer-login). Loaded on the click, not with the page.
 */
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { buildHref, type SiteLocaleResolution } from '@/lib/site-locale'
import type { SignInBinding } from '../api/provider-api'
import { beginSignIn } from './pending-sign-in'

/** Where the provider sends a browser back with `?code=&state=`. */
export const PROVIDER_CALLBACK_PATH = '/idpcallback'

/**
 * The callback path the provider sends the browser back to, with the site and locale of the
 * current page. The provider takes a bare path (no query), so a site or locale carried by the
 * query (`?site=nw&locale=es`) becomes a path prefix (`/nw/es/idpcallback`).
 */
export function providerCallbackPath(current: SiteLocaleResolution): string {
  return buildHref(PROVIDER_CALLBACK_PATH, {
    ...current,
    sitePrefix: current.sitePrefix ?? current.siteQuery,
    localePrefix: current.localePrefix ?? current.localeQuery,
    siteQuery: undefined,
    localeQuery: undefined,
  })
}

export interface ProviderLoginRequest {
  /** `{origin}{prefix}/idpcallback`. */
  redirectUri: string
  binding: SignInBinding
  /** The page's locale, e.g. `es-US`. */
  uiLocales: string
}

/**
 * The provider's login URL (the "Keycloak login"): `loginUrl?redirect_uri=&response_type=code&
 * state=&code_challenge=&code_challenge_method=S256&ui_locales=`. Relative login URLs resolve on
 * `origin`; other query parameters of the configured URL are kept.
 */
export function providerLoginUrl(loginUrl: string, { redirectUri, binding, uiLocales }: ProviderLoginRequest, origin: string): string {
  const url = new URL(loginUrl, origin)
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('state', binding.state)
  url.searchParams.set('code_challenge', binding.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  url.searchParams.set('ui_locales', uiLocales)
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}

/** Begins a sign-in and leaves for the provider's login. */
export async function startProviderLogin(loginUrl: string, current: SiteLocaleResolution): Promise<void> {
  const binding = await beginSignIn()
  const { origin } = window.location
  const url = providerLoginUrl(
    loginUrl,
    { redirectUri: `${origin}${providerCallbackPath(current)}`, binding, uiLocales: current.locale.id },
    origin,
  )
  fullPageNavigation.assign(url)
}
