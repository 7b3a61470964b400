import { useQueryClient } from '@tanstack/react-query'
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useToast } from '@/components/toast/toast-context'
import { setApiAuth } from '@/lib/api-context'
import { useAppConfig, webClientId } from '@/lib/app-config'
import { logCustomerAuthFailure } from '@/lib/client-log'
import { onLeaseCustomerSignedIn, type LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { clearPaymentSession, CUSTOMER_LOGGED_IN_KEY, removeSession } from '@/lib/session-storage'
import { buildHref, readStoredLocale, resolveSiteLocale } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { CUSTOMER_QUERY_KEY } from '../api/get-customer'
import { callbackUri } from '../api/slas'
import { AuthContext, type AuthContextValue } from '../hooks/use-auth'
import { AuthSession } from '../lib/auth-session'
import { authMessages } from '../messages/auth'

/** The overlay and the logged-in flag stay 2 s after the redirect. */
export const LOGOUT_OVERLAY_MS = 2000

const SessionContext = createContext<AuthSession | null>(null)

/**
 * Starts the shopper session for the current site (above the i18n provider, so it boots while
 * the catalogue loads) and registers it with the API client. Pages restored from the
 * back/forward cache reload.
 */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig()
  const siteId = useSiteLocale().site.id

  const session = useMemo(() => {
    const { organizationId } = config
    const clientId = webClientId(config)
    // The locale of the page at the time of the failure.
    const currentLocale = () => resolveSiteLocale(window.location.pathname, window.location.search, config, readStoredLocale()).locale.id
    return new AuthSession(
      {
        organizationId,
        clientId,
        siteId,
        // Read when a call is made, never while rendering (the server renders without a window).
        get redirectUri() {
          return callbackUri()
        },
      },
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
 * An outside sign-out that follows the platform logout (the identity provider's, wired in by
 * src/app): called as the logout starts, with the customer id of the session, it answers null
 * when the session is not its own (the plain logout), else a function, called after the
 * platform logout, that resolves the URL of the page that ends it (a full page load), for the
 * prefixed home path the customer lands on afterwards — or null when nothing is left to end.
 */
export type ExternalLogout = (customerId: string | null) => ((homePath: string) => Promise<string | null>) | null

/**
 * Provides useAuth() (below AuthSessionProvider, the i18n and the toast providers) and runs
 * logout: blocking overlay with scroll lock, payment-session data
 * cleared, platform logout (failures logged as `Customer auth platform logout failed: …`), a
 * new guest session, redirect home with replace (keeping the site/locale prefix), and
 * `is_customer_logged_in` cleared after 2 s.
 *
 * With an `externalLogout` that has something to end (a customer who signed in through the
 * identity provider), the platform logout is
 * followed by a full page load of the URL it gives, which ends in the home page. The overlay
 * stays until the page is gone; the logged-in flag cannot outlive this document, so it is
 * removed as the page is left. Its own failures are its to log: it answers null then.
 */
export function AuthProvider({ children, externalLogout }: { children: ReactNode; externalLogout?: ExternalLogout }) {
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
  const [leaseCustomerSignIn, setLeaseCustomerSignIn] = useState<LeaseCustomerSignedInEvent | null>(null)
  useEffect(() => onLeaseCustomerSignedIn((event) => setLeaseCustomerSignIn(event)), [])
  const busy = useRef(false)
  const overlayTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(overlayTimer.current), [])

  const logout = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setLoggingOut(true)
    clearPaymentSession()
    const leaveExternally = externalLogout?.(session.getCustomerId()) ?? null
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
    setLeaseCustomerSignIn(null)
    const home = buildHref('/', latest.current.siteLocale)
    const externalUrl = leaveExternally ? await leaveExternally(home).catch(() => null) : null
    if (externalUrl) {
      removeSession(CUSTOMER_LOGGED_IN_KEY)
      fullPageNavigation.replace(externalUrl)
      return
    }
    void navigate(home, { replace: true })
    overlayTimer.current = setTimeout(() => {
      removeSession(CUSTOMER_LOGGED_IN_KEY)
      busy.current = false
      setLoggingOut(false)
    }, LOGOUT_OVERLAY_MS)
  }, [session, navigate, queryClient, externalLogout])

  const value = useMemo<AuthContextValue>(
    () => ({ session, loggingOut, logout, leaseCustomerSignIn }),
    [session, loggingOut, logout, leaseCustomerSignIn],
  )

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
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white/90 outline-none"
    >
      <div className="flex flex-col items-center gap-2 rounded-card bg-white px-4 py-3 shadow-lg">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-4 border-primary-100 border-t-primary" />
        <p className="font-semibold">{label}</p>
      </div>
    </div>,
    document.body,
  )
}
