/**
 * The header's site menu: Shop (the marketplace), For retailers (becoming a partner) and Get the
 * app — beside the search on large screens, in the Menu drawer on smaller ones. A referral path
 * shows none (header-visibility.ts): the shopper came for the retailers it lists.
 */
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { Link } from '@/components/link'
import type { DrawerMenu } from '@/features/catalog/components/category-drawer'
import { departmentLink } from '@/features/catalog/components/category-menu-parts'
import { useSiteLocale } from '@/lib/use-site-locale'
import { showsSiteMenu } from './header-visibility'

const messages = defineMessages<{ label: NoMessageValues; shop: NoMessageValues; retailers: NoMessageValues; getApp: NoMessageValues }>({
  label: {
    id: 'siteMenu.label',
    defaultMessage: 'Site',
    description: 'Header: accessible name of the menu with Shop, For retailers and Get the app',
  },
  shop: { id: 'siteMenu.shop', defaultMessage: 'Shop', description: 'Header menu link to the marketplace of partner retailers' },
  retailers: {
    id: 'siteMenu.retailers',
    defaultMessage: 'For retailers',
    description: 'Header menu link to the page about becoming a retail partner',
  },
  getApp: { id: 'siteMenu.getApp', defaultMessage: 'Get the app', description: 'Header menu link to the mobile app page' },
})

/** The menu for this page: its name and links; no links on a referral path. */
export function useSiteMenu(): DrawerMenu {
  const intl = useIntl()
  const { pathname } = useSiteLocale()
  return {
    label: intl.formatMessage(messages.label),
    links: showsSiteMenu(pathname)
      ? [
          { to: '/marketplace', label: intl.formatMessage(messages.shop) },
          { to: '/partner', label: intl.formatMessage(messages.retailers) },
          { to: '/mobile-app', label: intl.formatMessage(messages.getApp) },
        ]
      : [],
  }
}

/** The menu on large screens. */
export function SiteMenu({ menu }: { menu: DrawerMenu }) {
  if (menu.links.length === 0) return null
  return (
    <nav aria-label={menu.label} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {menu.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`block whitespace-nowrap ${departmentLink}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
