/**
 * POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers/password/actions/reset?siteId=&locale=
 *   (guest bearer) body {resetToken, newPassword, login}  →  204; 400 when the token is invalid
 *   or expired, or the password is weak.
 */
import { useMutation } from '@tanstack/react-query'
import { api, ok } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

export interface ResetPasswordData {
  resetToken: string
  newPassword: string
  login: string
}

export async function resetPassword(organizationId: string, siteId: string, locale: string, data: ResetPasswordData): Promise<void> {
  await ok(
    api.POST('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/reset', {
      params: { path: { organization_id: organizationId }, query: { siteId, locale } },
      body: data,
    }),
  )
}

/** Mutation: set the new password with the emailed token. Invalidates nothing. */
export function useResetPassword() {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useMutation({
    mutationFn: (data: ResetPasswordData) => resetPassword(organizationId, site.id, locale.id, data),
  })
}
