import { useQueryClient } from '@tanstack/react-query'
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useToast } from '@/components/toast/toast-context'
import { setApiAuth } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { logCustomerAuthFailure } from '@/lib/log-post'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import {
  clearPaymentSession,
  CUSTOMER_LOGGED_IN_KEY,
  IDP_ID_TOKEN_KEY,
  readSession,
  removeSession,
} from '@/lib/session-storage'
import { buildHref, readStoredLocale, resolveSiteLocale } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { CUSTOMER_QUERY_KEY } from '../api/get-customer'
import { callbackUri } from '../api/slas'
import { AuthContext, type AuthContextValue } from '../hooks/use-auth'
import { readAuthConfig } from '../lib/auth-config'
import { AuthSession } from '../lib/auth-session'
import { providerLogoutUrl } from '../lib/provider-logout-url'
import { authMessages } from '../messages'

/** Storefront spec §9 "Logout overlay 2 s": the overlay and the logged-in flag stay 2 s after the redirect. */
export const LOGOUT_OVERLAY_MS = 2000

const SessionContext = createContext<AuthSession | null>(null)

/**
 * Starts the shopper session for the current site (above the i18n provider, so it boots while
 * the catalogue loads) and registers it with the API client. Pages restored from the
 * back/forward cache reload (storefront spec §4.13).
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig()
  const siteId = useSiteLocale().site.id

  const session = useMemo(() => {
    const { organizationId, clientId } = readAuthConfig(config)
    // The locale of the page at the time of the failure.
    const currentLocale = () =>
      resolveSiteLocale(window.location.pathname, window.location.search, config, readStoredLocale()).locale.id
    return new AuthSession(
      { organizationId, clientId, siteId, redirectUri: callbackUri() },
      {
        onFailure: (step, error, customerId) =>
          logCustomerAuthFailure({ organizationId, siteId, locale: currentLocale(), customerId }, step, error),
      },
    )
  }, [config, siteId])

  // A layout effect, so that the API client knows the session before any child's query runs.
  useLayoutEffect(() => {
    const unregister = setApiAuth(session)
    void session.start()
    return () => {
      unregister()
      session.stop()
    }
  }, [session])

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  return <SessionContext value={session}>{children}</SessionContext>
}

/**
 * Provides useAuth() (below AuthSessionProvider, the i18n and the toast providers) and runs
 * logout (storefront spec §4.13): blocking overlay with scroll lock, payment-session data
 * cleared, platform logout (failures logged as `Customer auth platform logout failed: …`), a
 * new guest session, redirect home with replace (keeping the site/locale prefix), and
 * `is_customer_logged_in` cleared after 2 s.
 *
 * A customer who signed in through the identity provider (its id token is in sessionStorage)
 * also leaves the provider (portal spec §4 "Identity-provider logout"): after the platform
 * logout the id token is removed and the page is replaced by
 * `/idp/logout?id_token_hint=…&post_logout_redirect_uri={prefixed home}` (a full page load,
 * which ends in the home page). The overlay stays until the page is gone; the logged-in flag
 * cannot outlive this document, so it is removed as the page is left.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = use(SessionContext)
  if (!session) throw new Error('AuthProvider must be used within an AuthSessionProvider')
  const siteLocale = useSiteLocale()
  const intl = useIntl()
  const { toast } = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const latest = useRef({ siteLocale, intl, toast })
  useEffect(() => {
    latest.current = { siteLocale, intl, toast }
  })

  const [loggingOut, setLoggingOut] = useState(false)
  const busy = useRef(false)
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(overlayTimer.current), [])

  const logout = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setLoggingOut(true)
    clearPaymentSession()
    const idToken = readSession(IDP_ID_TOKEN_KEY)
    try {
      await session.logout()
    } catch (error) {
      busy.current = false
      setLoggingOut(false)
      const { intl: i, toast: t } = latest.current
      t({ title: i.formatMessage(authMessages.generic), status: 'error' })
      throw error
    }
    queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY_KEY] })
    const home = buildHref('/', latest.current.siteLocale)
    if (idToken) {
      removeSession(IDP_ID_TOKEN_KEY, CUSTOMER_LOGGED_IN_KEY)
      fullPageNavigation.replace(providerLogoutUrl(idToken, home))
      return
    }
    void navigate(home, { replace: true })
    overlayTimer.current = setTimeout(() => {
      removeSession(CUSTOMER_LOGGED_IN_KEY)
      busy.current = false
      setLoggingOut(false)
    }, LOGOUT_OVERLAY_MS)
  }, [session, navigate, queryClient])

  const value = useMemo<AuthContextValue>(() => ({ session, loggingOut, logout }), [session, loggingOut, logout])

  return (
    <AuthContext value={value}>
      {children}
      {loggingOut ? <LogoutOverlay label={intl.formatMessage(authMessages.signingOut)} /> : null}
    </AuthContext>
  )
}

/**
 * Blocking overlay (role=alertdialog, aria-busy): everything else in the page is made inert,
 * the page does not scroll, and focus moves to the overlay.
 */
function LogoutOverlay({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const overlay = ref.current
    if (!overlay) return
    const others = [...document.body.children].filter((el) => el !== overlay && !el.hasAttribute('inert'))
    for (const el of others) el.setAttribute('inert', '')
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    overlay.focus()
    return () => {
      for (const el of others) el.removeAttribute('inert')
      document.body.style.overflow = overflow
    }
  }, [])

  return createPortal(
    <div
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={label}
      tabIndex={-1}
      data-testid="logout-overlay"
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white/85 outline-none backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-2 rounded-card bg-white px-4 py-3 shadow-lg">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-4 border-primary-100 border-t-primary"
        />
        <p className="font-semibold">{label}</p>
      </div>
    </div>,
    document.body,
  )
}
