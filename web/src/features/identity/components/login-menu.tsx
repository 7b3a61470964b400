import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { Link, useHref } from '@/components/link'
import { appLinks, useAppConfig } from '@/lib/app-config'
import { DASHBOARD_PATH } from '@/lib/portal'
import { useCustomer } from '../api/get-customer'
import { useAuth } from '../hooks/use-auth'
import { useCustomerGuid } from '../hooks/use-customer-auth'
import { useSignInModal } from '../hooks/use-sign-in-modal'
import { LoginMenuPlaceholder } from './login-menu-placeholder'

const messages = defineMessages({
  logIn: { id: 'loginMenu.logIn', defaultMessage: 'Log in', description: 'Header: label of the login menu button for visitors' },
  account: {
    id: 'loginMenu.account',
    defaultMessage: 'My Account',
    description: 'Header: login menu button label for a signed-in customer whose name is unknown',
  },
  dashboard: {
    id: 'loginMenu.dashboard',
    defaultMessage: 'Dashboard',
    description: 'Header login menu: link to the customer portal dashboard',
  },
  logout: { id: 'loginMenu.logout', defaultMessage: 'Logout', description: 'Header login menu: logs the customer out' },
  customerLogin: {
    id: 'loginMenu.customerLogin',
    defaultMessage: 'Customer Login',
    description: 'Header login menu: sign-in for lease customers (customer portal)',
  },
  retailerLogin: {
    id: 'loginMenu.retailerLogin',
    defaultMessage: 'Retailer Login',
    description: 'Header login menu: external sign-in for retail partners',
  },
  shopperHeading: {
    id: 'loginMenu.shopperHeading',
    defaultMessage: 'Shopping with us?',
    description: 'Header login menu: small heading above the shopper sign-in entry',
  },
  signInOrCreate: {
    id: 'loginMenu.signInOrCreate',
    defaultMessage: 'Sign in / Create account',
    description: 'Header login menu: opens the sign-in modal for shoppers',
  },
})

const itemClass =
  'flex w-full items-center rounded-lg px-1.5 py-1 text-left text-base font-semibold text-ink hover:bg-primary-50 ' +
  'focus-visible:bg-primary-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700'

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5 shrink-0" fill="currentColor">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-7 2-7 4.5V18h14v-1.5C17 14 14 12 10 12Z" />
    </svg>
  )
}

/**
 * Where the menu's "Customer Login" goes (src/app decides it from the preferences): an app path
 * or an external link; or, when the preferences could not be loaded, the text that says so
 * in its place (storefront spec §8). With `onNavigate`, a plain click (no modifier key, main
 * button) runs it instead of following `href` (e.g. the identity provider's login, which
 * needs a sign-in begun first); opening the link in a new tab still follows `href`.
 */
export type CustomerLoginEntry = { href: string; external: boolean; onNavigate?: () => void } | { unavailable: string }

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The header's login menu (storefront spec §2.7, portal spec §6), a disclosure: a button
 * ("Log in", or the customer's first name, else last name) that shows a list of links.
 * Registered customers: Dashboard (full page load; authenticated lease customers only,
 * storefront spec §4.13) and Logout, below `leaseSelector` when given (src/app gives the lease
 * selector on customer-portal routes, storefront spec §2.7). Visitors: Customer Login, Retailer Login, and Sign in /
 * Create account (the shoppers' sign-in modal).
 * Escape, a click outside or leaving it with Tab closes it.
 */
export function LoginMenu({ customerLogin, leaseSelector }: { customerLogin: CustomerLoginEntry; leaseSelector?: ReactNode }) {
  const intl = useIntl()
  const links = appLinks(useAppConfig())
  const { status, logout } = useAuth()
  const customer = useCustomer()
  const customerGuid = useCustomerGuid()
  const signIn = useSignInModal()
  const dashboardHref = useHref(DASHBOARD_PATH)
  const { pathname } = useLocation()
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  // Close when the route changes.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  // While open: a click outside or Tab out of it closes it; Escape closes it and refocuses the button.
  useEffect(() => {
    const root = rootRef.current
    if (!open || !root) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  const registered = status === 'registered'
  if (status === 'loading' || (registered && customer.isPending)) {
    return <LoginMenuPlaceholder />
  }

  const label = registered
    ? customer.data?.firstName || customer.data?.lastName || intl.formatMessage(messages.account)
    : intl.formatMessage(messages.logIn)

  const closeAndFocus = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  let items: ReactNode
  if (registered) {
    items = (
      <>
        {customerGuid && leaseSelector ? <div className="mb-1 border-b border-neutral-200 pb-1">{leaseSelector}</div> : null}
        <ul className="flex flex-col gap-0.5">
          {customerGuid ? (
            // Only lease customers (with a GUID) have a portal dashboard.
            <li>
              <a href={dashboardHref} className={itemClass}>
                {intl.formatMessage(messages.dashboard)}
              </a>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                closeAndFocus()
                logout().catch(() => {})
              }}
            >
              {intl.formatMessage(messages.logout)}
            </button>
          </li>
        </ul>
      </>
    )
  } else {
    items = (
      <>
        <ul className="flex flex-col gap-0.5">
          <li>
            {'unavailable' in customerLogin ? (
              <p className="px-1.5 py-1 text-sm text-danger" data-testid="customer-login-unavailable">
                {customerLogin.unavailable}
              </p>
            ) : customerLogin.external ? (
              <a href={customerLogin.href} className={itemClass}>
                {intl.formatMessage(messages.customerLogin)}
              </a>
            ) : (
              <Link
                to={customerLogin.href}
                className={itemClass}
                onClick={(event) => {
                  const { onNavigate } = customerLogin
                  if (!onNavigate || !isPlainClick(event)) return
                  event.preventDefault()
                  onNavigate()
                }}
              >
                {intl.formatMessage(messages.customerLogin)}
              </Link>
            )}
          </li>
          {links.retailerLogin ? (
            <li>
              <a href={links.retailerLogin} className={itemClass}>
                {intl.formatMessage(messages.retailerLogin)}
              </a>
            </li>
          ) : null}
        </ul>
        <div className="mt-1 border-t border-neutral-200 pt-1">
          <p className="px-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {intl.formatMessage(messages.shopperHeading)}
          </p>
          <button
            type="button"
            className={itemClass}
            onPointerEnter={signIn.preload}
            onFocus={signIn.preload}
            onClick={() => {
              closeAndFocus()
              signIn.open()
            }}
          >
            {intl.formatMessage(messages.signInOrCreate)}
          </button>
        </div>
      </>
    )
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-5 max-w-[24ch] items-center gap-0.5 rounded-full px-1 py-0.5 text-sm font-semibold text-primary hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        <UserIcon />
        {/* Phones show the icon only; the label stays the button's accessible name. */}
        <span className="sr-only truncate sm:not-sr-only">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-2 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7l1.4-1.4Z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1 w-[260px] max-w-[calc(100vw-32px)] rounded-card border border-neutral-200 bg-white p-1 shadow-lg"
      >
        {items}
      </div>
    </div>
  )
}
