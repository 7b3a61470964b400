/**
 * The account pages — /account (the profile and password), /account/wishlist (the wish list) and
 * /account/orders (the orders, and each order's page), /account/addresses (the address book)
 * — in the account layout: a registered customer's only (a guest is sent to sign in and comes
 * back). One page module for the route table; each page's own code loads when it is opened.
 * Not rendered by the server: they are the customer's.
 */
import '@/styles/later.css'
import { lazy, Suspense } from 'react'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useSiteLocale } from '@/lib/use-site-locale'
import { AccountLayout } from '../layout/account-layout'
import { ACCOUNT_WISHLIST_PATH } from '../layout/account-paths'
import { ACCOUNT_ADDRESSES_PATH, ACCOUNT_ORDERS_PATH } from './account/sub-paths'

const DetailsPage = lazy(() => import('./account/details-page'))
const WishlistPage = lazy(() => import('./account/wishlist-page'))
const OrdersPage = lazy(() => import('./account/orders-page'))
const AddressesPage = lazy(() => import('./account/addresses-page'))

function AccountSubPage({ pathname }: { pathname: string }) {
  const path = pathname.replace(/\/$/, '')
  if (path === ACCOUNT_WISHLIST_PATH) return <WishlistPage />
  if (path === ACCOUNT_ADDRESSES_PATH) return <AddressesPage />
  if (path === ACCOUNT_ORDERS_PATH || path.startsWith(`${ACCOUNT_ORDERS_PATH}/`)) return <OrdersPage />
  return <DetailsPage />
}

export default function AccountPage() {
  const { pathname } = useSiteLocale()
  return (
    <AccountLayout>
      <Suspense fallback={<InlineSpinner />}>
        <AccountSubPage pathname={pathname} />
      </Suspense>
    </AccountLayout>
  )
}
