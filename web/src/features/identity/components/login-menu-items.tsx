import type { MouseEvent } from 'react'
import { useIntl } from 'react-intl'
import { Link, useHref } from '@/components/link'
import { appLinks, useAppConfig } from '@/lib/app-config'
// The paths module alone: the header's menu needs no more of lib/portal.
import { DASHBOARD_PATH } from '@/lib/portal/paths'
import { useAuth } from '../hooks/use-auth'
import { useSignInModal } from '../hooks/use-sign-in-modal'
import { loginMenuMessages as messages } from '../messages/login-menu'

/**
 * Where the menu's "Customer Login" goes (src/app decides it from the preferences): an app path
 * or an external link; or, when the preferences could not be loaded, the text that says so
 * in its place. With `onNavigate`, a plain click (no modifier key, main
 * button) runs it instead of following `href` (e.g. the identity provider's login, which
 * needs a sign-in begun first); opening the link in a new tab still follows `href`.
 */
export type CustomerLoginEntry = { href: string; external: boolean; onNavigate?: () => void } | { unavailable: string }

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

const itemClass =
  'flex w-full items-center rounded-lg px-1.5 py-1 text-left text-base font-semibold text-ink hover:bg-primary-50 ' +
  'focus-visible:bg-primary-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700'

/** A link of the menu: an app path and its text. */
export interface MenuLink {
  to: string
  label: string
}

/**
 * A registered customer's items: the account's links (given by src/app), Dashboard (a full page
 * load; lease customers only) and Logout.
 */
export function RegisteredItems({
  leaseCustomer,
  accountLinks = [],
  beforeAction,
}: {
  leaseCustomer: boolean
  accountLinks?: MenuLink[]
  beforeAction: () => void
}) {
  const intl = useIntl()
  const { logout } = useAuth()
  const dashboardHref = useHref(DASHBOARD_PATH)
  return (
    <ul className="flex flex-col gap-0.5">
      {accountLinks.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={itemClass} onClick={beforeAction}>
            {link.label}
          </Link>
        </li>
      ))}
      {leaseCustomer ? (
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
            beforeAction()
            logout().catch(() => {})
          }}
        >
          {intl.formatMessage(messages.logout)}
        </button>
      </li>
    </ul>
  )
}

/** A visitor's items: Customer Login, Retailer Login, and Sign in / Create account (the shoppers' sign-in modal). */
export function VisitorItems({ customerLogin, beforeAction }: { customerLogin: CustomerLoginEntry; beforeAction: () => void }) {
  const intl = useIntl()
  const links = appLinks(useAppConfig())
  const signIn = useSignInModal()
  return (
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
        <p className="px-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">{intl.formatMessage(messages.shopperHeading)}</p>
        <button
          type="button"
          className={itemClass}
          onPointerEnter={signIn.preload}
          onFocus={signIn.preload}
          onClick={() => {
            beforeAction()
            signIn.open()
          }}
        >
          {intl.formatMessage(messages.signInOrCreate)}
        </button>
      </div>
    </>
  )
}
