import { defineMessages, useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { HeaderCartLink } from '@/features/basket/components/header-cart-link'
import { CategoryDrawer, CategoryNav } from '@/features/catalog/components/category-menu'
import { LoginMenuPlaceholder } from '@/features/identity/components/login-menu-placeholder'
import { LocaleSwitch } from '@/features/locale/components/locale-switch'
import { SearchBox } from '@/features/search/components/search-box'
import { lazyAfterHydration } from '@/lib/after-hydration'
import { useAppConfig } from '@/lib/app-config'
import { lazyPart } from '@/lib/lazy-part'
import { LogoMark } from './logo'
import { SiteMenu, useSiteMenu } from './site-menu'

// The menu shows its placeholder until the session is known anyway: its code need not be in the
// first load (it loads right after the page starts).
const HeaderLoginMenu = lazyAfterHydration(() => import('./header-login-menu'))
// The cart's count is the shopper's: the plain link until the page has started.
const HeaderCart = lazyAfterHydration(() => import('./header-cart'))
// The location picker needs the shopper's stored ZIP code: nothing to show before the page
// starts. The store-locator button comes with it (its panel later still, when first used);
// until then its place is kept empty.
const HeaderPlaces = lazyAfterHydration(() => import('./header-places'))
// The Menu drawer's account items are the login menu's: from its module, when the drawer opens.
const DrawerAccountMenu = lazyPart(() => import('./header-login-menu').then((module) => ({ default: module.DrawerAccountMenu })))

const messages = defineMessages<{ home: { brandName: string } }>({
  home: {
    id: 'header.homeLink',
    defaultMessage: '{brandName} home',
    description: 'Accessible name of the logo link to the home page; {brandName} is e.g. Northwind Lease',
  },
})

export function Header() {
  const intl = useIntl()
  const config = useAppConfig()
  const { brand } = config
  const siteMenu = useSiteMenu()
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      <div className="page-container flex min-h-8 items-center justify-between gap-1 py-1 sm:gap-2">
        {/* The logo and the actions keep their width; the search between them takes what is left,
            so the header never makes the page wider than the window. */}
        <div className="flex shrink-0 items-center gap-0.5">
          <CategoryDrawer siteMenu={siteMenu} accountMenu={DrawerAccountMenu} />
          {/* The brand's name on phones from 480 px (the search has a row of its own there) and
              from 1,536 px: between, the search and the header's actions need its room. */}
          <Link
            to="/"
            aria-label={intl.formatMessage(messages.home, { brandName: brand.name })}
            className="flex items-center gap-1 rounded-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
          >
            <LogoMark className="size-5" />
            <span className="hidden text-lg font-bold tracking-tight text-primary sm:inline md:hidden 2xl:inline">{brand.name}</span>
          </Link>
        </div>
        <SearchBox className="hidden max-w-[560px] min-w-0 flex-1 md:block" />
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <SiteMenu menu={siteMenu} />
          <HeaderPlaces fallback={<span className="size-5" />} />
          <LocaleSwitch />
          <HeaderLoginMenu fallback={<LoginMenuPlaceholder />} />
          <HeaderCart fallback={<HeaderCartLink />} />
        </div>
      </div>
      <div className="page-container pb-1 md:hidden">
        <SearchBox />
      </div>
      <CategoryNav />
    </header>
  )
}
