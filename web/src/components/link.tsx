import type { ComponentProps } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'

type RouterLinkProps = ComponentProps<typeof RouterLink>
type RouterNavLinkProps = ComponentProps<typeof RouterNavLink>

/** The hook behind <Link>: turns an app path into an href that keeps the current site/locale prefix. */
export function useHref(to: string): string {
  return buildHref(to, useSiteLocale())
}

/**
 * The app's link: `to` is an app path (`/cart`, `/search?q=tv`) and is rendered with the
 * site/locale prefix style of the current URL. Use it instead of react-router's Link.
 */
export function Link({ to, ...props }: Omit<RouterLinkProps, 'to'> & { to: string }) {
  return <RouterLink to={useHref(to)} {...props} />
}

export function NavLink({ to, ...props }: Omit<RouterNavLinkProps, 'to'> & { to: string }) {
  return <RouterNavLink to={useHref(to)} {...props} />
}
