/**
 * PUT /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/{customerId}/password?siteId=
 *   (registered bearer) body {currentPassword, password}  →  204;
 *   400 {parameter: currentPassword} when the current password is not correct, {parameter: password}
 *   when the new one breaks a rule (the form checks them first).
 *
 * Every other session of the customer ends; this one stays signed in. Invalidates nothing.
 */
import { useMutation } from '@tanstack/react-query'
import { api, ok } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface PasswordChange {
  currentPassword: string
  password: string
}

export async function changePassword(organizationId: string, siteId: string, customerId: string, change: PasswordChange): Promise<void> {
  await ok(
    api.PUT('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/password', {
      params: { path: { organization_id: organizationId, customer_id: customerId }, query: { siteId } },
      body: change,
    }),
  )
}

/** Mutation: changes the signed-in customer's password. */
export function useChangePassword(customerId: string) {
  const { organizationId } = useAppConfig()
  const { site } = useSiteLocale()
  return useMutation({
    mutationFn: (change: PasswordChange) => changePassword(organizationId, site.id, customerId, change),
  })
}
