import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useCustomer } from '../api/get-customer'
import { useAuth } from '../hooks/use-auth'
import { useCustomerGuid } from '../hooks/use-customer-auth'
import { useMenuDisclosure } from '../hooks/use-menu-disclosure'
import { loginMenuMessages as messages } from '../messages/login-menu'
import { RegisteredItems, VisitorItems, type CustomerLoginEntry, type MenuLink } from './login-menu-items'
import { LoginMenuPlaceholder } from './login-menu-placeholder'

export type { CustomerLoginEntry, MenuLink } from './login-menu-items'

function UserIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5 shrink-0" fill="currentColor">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-7 2-7 4.5V18h14v-1.5C17 14 14 12 10 12Z" />
    </svg>
  )
}

/**
 * The header's login menu, a disclosure: a button
 * ("Log in", or the customer's first name, else last name) that shows a list of links.
 * Registered customers: the account's links (`accountLinks`, from src/app), Dashboard (full page
 * load; authenticated lease customers only) and Logout, below `leaseSelector` when given (src/app
 * gives the lease selector on customer-portal routes). Visitors: Customer Login, Retailer Login, and Sign in /
 * Create account (the shoppers' sign-in modal).
 * Escape, a click outside or leaving it with Tab closes it.
 */
export function LoginMenu({
  customerLogin,
  leaseSelector,
  accountLinks,
}: {
  customerLogin: CustomerLoginEntry
  leaseSelector?: ReactNode
  accountLinks?: MenuLink[]
}) {
  const intl = useIntl()
  const { status } = useAuth()
  const customer = useCustomer()
  const customerGuid = useCustomerGuid()
  const panelId = useId()
  const { open, rootRef, buttonRef, toggle, closeAndFocus } = useMenuDisclosure()

  const registered = status === 'registered'
  if (status === 'loading' || (registered && customer.isPending)) {
    return <LoginMenuPlaceholder />
  }

  const label = registered
    ? customer.data?.firstName || customer.data?.lastName || intl.formatMessage(messages.account)
    : intl.formatMessage(messages.logIn)

  const items = registered ? (
    <>
      {customerGuid && leaseSelector ? <div className="mb-1 border-b border-neutral-200 pb-1">{leaseSelector}</div> : null}
      <RegisteredItems leaseCustomer={!!customerGuid} accountLinks={accountLinks} beforeAction={closeAndFocus} />
    </>
  ) : (
    <VisitorItems customerLogin={customerLogin} beforeAction={closeAndFocus} />
  )

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
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
