import { createContext, useContext, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type NavigateFunction } from 'react-router'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'

type RouterLinkProps = ComponentProps<typeof RouterLink>
type RouterNavLinkProps = ComponentProps<typeof RouterNavLink>

/** The hook behind <Link>: turns an app path into an href that keeps the current site/locale prefix. */
export function useHref(to: string): string {
  return buildHref(to, useSiteLocale())
}

/** The router's navigate, asked for once by the app (`LinkNavigation`) for all of its links. */
const NavigateContext = createContext<NavigateFunction | null>(null)

/**
 * Gives every <Link> below it the router's navigation. React Router's own link asks the router
 * for its href, its resolved path and its click handler (a dozen hooks a link): on a listing of
 * fifty tiles that was a sixth of a server render. The app's links are absolute paths already
 * (`useHref`), so one navigate serves them all.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey

/**
 * The app's link: `to` is an app path (`/cart`, `/search?q=tv`) and is rendered with the
 * site/locale prefix style of the current URL. Use it instead of react-router's Link.
 * A plain click navigates in the app as the router's link does (a link to the page already
 * shown replaces it in the history); a click with a modifier key, another button or another
 * target is the browser's.
 */
export function Link({ to, ...props }: Omit<RouterLinkProps, 'to'> & { to: string }) {
  const navigate = useContext(NavigateContext)
  const href = useHref(to)
  // Outside the app's tree (a component tested by itself): the router's own link.
  if (!navigate) return <RouterLink to={href} {...props} />
  // What the router's link takes and an anchor does not; `state` goes with the navigation.
  const {
    onClick,
    replace,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- react-router types a link's state as any
    state,
    target,
    reloadDocument,
    preventScrollReset,
    relative,
    viewTransition,
    discover,
    prefetch,
    children,
    ...anchor
  } = props
  void [preventScrollReset, relative, viewTransition, discover, prefetch]
  const navigationState: unknown = state
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || reloadDocument || event.button !== 0 || (target && target !== '_self') || isModified(event)) return
        event.preventDefault()
        const { pathname, search, hash } = window.location
        void navigate(href, { replace: replace ?? href === `${pathname}${search}${hash}`, state: navigationState })
      }}
    >
      {children}
    </a>
  )
}

export function NavLink({ to, ...props }: Omit<RouterNavLinkProps, 'to'> & { to: string }) {
  return <RouterNavLink to={useHref(to)} {...props} />
}
