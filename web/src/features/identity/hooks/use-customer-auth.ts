/**
 * Customer auth: a visitor is an authenticated lease customer once a
 * lease-customer GUID is set for their registered session.
 *
 * - Login: a sign-in that announces the customer's GUID (lib/customer-auth-events; the
 *   identity-provider sign-in does, with create_customer's GUID, after setting
 *   `is_customer_logged_in`) sets it for that customer.
 * - Restore: a registered customer flagged in sessionStorage (`is_customer_logged_in`) with a
 *   loaded profile is restored from the profile's GUID (`{shortName}CustomerGuid` or
 *   `c_{shortName}CustomerGuid`). Not flagged, or no GUID on the profile: not authenticated
 *   (a registered shopper without leases). Nothing is restored while logging out: the
 *   shopper context is not set again (features/shopper-context checks `loggingOut`).
 * - Logout resets it (the session becomes a guest's; the sign-in is forgotten).
 */
import { useAppConfig } from '@/lib/app-config'
import type { LeaseCustomerSignedInEvent } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY, useSessionValue } from '@/lib/session-storage'
import { useCustomer } from '../api/get-customer'
import type { AuthStatus } from '../lib/auth-session'
import { customerGuidOf } from '../lib/customer-guid'
import { useAuthContext, useAuthSnapshot } from './use-auth'

/** `pending`: the session or the registered customer's profile is still loading. */
export type CustomerAuthStatus = 'pending' | 'authenticated' | 'anonymous'

export interface CustomerAuth {
  status: CustomerAuthStatus
  /** The lease-customer GUID, set only when authenticated. */
  customerGuid: string | undefined
}

export interface CustomerAuthInput {
  session: AuthStatus
  customerId: string | null
  /** `is_customer_logged_in` is set. */
  flagged: boolean
  /** The registered customer's profile (the generated Customer; only its GUID attributes are read). */
  profile: { status: 'pending' | 'error' | 'success'; data?: Readonly<Record<string, unknown>> | undefined }
  /** The last lease-customer sign-in announced. */
  signIn: Pick<LeaseCustomerSignedInEvent, 'customerId' | 'customerGuid'> | null
  shortName: string
}

const anonymous: CustomerAuth = { status: 'anonymous', customerGuid: undefined }
const pending: CustomerAuth = { status: 'pending', customerGuid: undefined }

/** The rules above, as a pure function. */
export function resolveCustomerAuth({ session, customerId, flagged, profile, signIn, shortName }: CustomerAuthInput): CustomerAuth {
  if (session === 'loading') return pending
  if (session !== 'registered' || !customerId) return anonymous
  if (signIn && signIn.customerId === customerId && signIn.customerGuid) {
    return { status: 'authenticated', customerGuid: signIn.customerGuid }
  }
  if (profile.status === 'pending') return pending
  const guid = flagged && profile.status === 'success' ? customerGuidOf(profile.data, shortName) : undefined
  return guid ? { status: 'authenticated', customerGuid: guid } : anonymous
}

/** The customer auth of the current session (see above). */
export function useCustomerAuth(): CustomerAuth {
  const { brand } = useAppConfig()
  const { leaseCustomerSignIn } = useAuthContext()
  const { status, customerId } = useAuthSnapshot()
  const profile = useCustomer()
  const flagged = useSessionValue(CUSTOMER_LOGGED_IN_KEY) === 'true'
  return resolveCustomerAuth({
    session: status,
    customerId,
    flagged,
    profile: { status: profile.status, data: profile.data },
    signIn: leaseCustomerSignIn,
    shortName: brand.shortName,
  })
}

/** The authenticated lease customer's GUID (undefined otherwise). */
export function useCustomerGuid(): string | undefined {
  return useCustomerAuth().customerGuid
}
