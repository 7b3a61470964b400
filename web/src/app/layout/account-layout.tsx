/**
 * The account pages' layout (/account, /account/wishlist): a registered customer's only. A guest
 * is sent to sign in (/login, replacing this page, the site/locale prefix kept) and comes back here
 * once signed in; a spinner while the session starts. Beside the page, the account area's links.
 */
import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link, useHref } from '@/components/link'
import { PageSpinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useSiteLocale } from '@/lib/use-site-locale'
// From the header's login menu, which every page has loaded (its chunk holds them).
import { useAccountLinks, useAccountNavLabel } from './header-login-menu'

export function AccountLayout({ children }: { children: ReactNode }) {
  const { status, loggingOut } = useAuth()
  const { pathname } = useSiteLocale()
  const { search } = useLocation()
  const loginHref = useHref('/login')
  const navigate = useNavigate()

  // While logging out the page stays as it is under the overlay: logout decides where to go.
  const redirect = status === 'guest' && !loggingOut
  useEffect(() => {
    if (redirect) void navigate(loginHref, { replace: true, state: { from: `${pathname}${search}` } })
  }, [redirect, loginHref, navigate, pathname, search])

  if (status !== 'registered') return <PageSpinner />
  return (
    <div className="page-container flex flex-col gap-2 py-3 md:py-5 lg:flex-row lg:gap-4">
      <AccountNav current={pathname} />
      <div className="min-w-0 grow">{children}</div>
    </div>
  )
}

function AccountNav({ current }: { current: string }) {
  const links = useAccountLinks()
  return (
    <nav aria-label={useAccountNavLabel()} className="shrink-0 lg:w-[220px]">
      <ul className="flex gap-0.5 overflow-x-auto border-b border-neutral-200 pb-1 lg:flex-col lg:border-b-0 lg:pb-0">
        {links.map((link) => {
          const active = current.replace(/\/$/, '') === link.to
          return (
            <li key={link.to} className="shrink-0">
              <Link
                to={link.to}
                aria-current={active ? 'page' : undefined}
                className={
                  'block rounded-lg px-1.5 py-1 font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-primary-700 ' +
                  (active ? 'bg-primary-50 text-primary' : 'text-ink hover:bg-primary-50 hover:text-primary')
                }
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
