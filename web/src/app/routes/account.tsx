/**
 * The account pages — so far /account (the profile and password) — in the account layout: a
 * registered customer's only (a guest is sent to sign in and comes back). One page module for the
 * route table; each page's own code loads when it is opened. Not rendered by the server: they are
 * the customer's.
 */
import '@/styles/later.css'
import { lazy, Suspense } from 'react'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { AccountLayout } from '../layout/account-layout'

const DetailsPage = lazy(() => import('./account/details-page'))

export default function AccountPage() {
  return (
    <AccountLayout>
      <Suspense fallback={<InlineSpinner />}>
        <DetailsPage />
      </Suspense>
    </AccountLayout>
  )
}
