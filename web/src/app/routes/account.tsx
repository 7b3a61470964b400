/**
 * The account pages — /account (the profile and password) and /account/wishlist (the wish list)
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

const DetailsPage = lazy(() => import('./account/details-page'))
const WishlistPage = lazy(() => import('./account/wishlist-page'))

export default function AccountPage() {
  const { pathname } = useSiteLocale()
  const Page = pathname.replace(/\/$/, '') === ACCOUNT_WISHLIST_PATH ? WishlistPage : DetailsPage
  return (
    <AccountLayout>
      <Suspense fallback={<InlineSpinner />}>
        <Page />
      </Suspense>
    </AccountLayout>
  )
}
