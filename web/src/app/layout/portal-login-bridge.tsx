import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, type ReactNode } from 'react'
import { CUSTOMER_QUERY_KEY } from '@/features/identity/api/get-customer'
import { useAuth, useAuthSession } from '@/features/identity/hooks/use-auth'
import { PortalLoginSessionContext, type PortalLoginSession } from '@/features/portal-login/hooks/use-portal-login-session'

/**
 * Gives the portal's sign-in (features/portal-login) the shopper session it completes into
 * (features/identity): the session itself, whether it is logging out, and, after a sign-in,
 * a fresh read of the customer's profile (create_customer may have just given it a GUID).
 * The pages of the identity-provider sign-in render below it.
 */
export function PortalLoginBridge({ children }: { children: ReactNode }) {
  const session = useAuthSession()
  const { loggingOut } = useAuth()
  const queryClient = useQueryClient()
  const afterSignIn = useCallback(() => queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_KEY] }), [queryClient])
  const value = useMemo<PortalLoginSession>(() => ({ session, loggingOut, afterSignIn }), [session, loggingOut, afterSignIn])
  return <PortalLoginSessionContext value={value}>{children}</PortalLoginSessionContext>
}
