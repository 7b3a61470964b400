/**
 * Password reset (portal spec §7 "Reset payload: login"):
 *   POST …/customers/password/actions/create-reset-token?siteId=  body {login}  → 200 always
 *     (never reveals whether the email exists; the email with the link goes to the outbox);
 *   POST …/customers/password/actions/reset?siteId=  body {resetToken, newPassword, login} → 204;
 *     400 when the token is invalid or expired, or the password is weak.
 * Both carry the shopper's (guest) bearer token.
 */
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { shopperCustomersPath } from './shopper-customers'

/** `locale` picks the language of the email and of the page its link opens. */
export async function createResetToken(
  organizationId: string,
  siteId: string,
  locale: string,
  login: string,
): Promise<void> {
  await apiClient.post(
    shopperCustomersPath(organizationId, 'customers/password/actions/create-reset-token'),
    { login },
    { query: { siteId, locale }, authorize: true },
  )
}

export interface ResetPasswordData {
  resetToken: string
  newPassword: string
  login: string
}

export async function resetPassword(
  organizationId: string,
  siteId: string,
  locale: string,
  data: ResetPasswordData,
): Promise<void> {
  await apiClient.post(shopperCustomersPath(organizationId, 'customers/password/actions/reset'), data, {
    query: { siteId, locale },
    authorize: true,
  })
}

/** Mutation: request the reset email. Invalidates nothing. */
export function useCreateResetToken() {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useMutation({ mutationFn: (login: string) => createResetToken(organizationId, site.id, locale.id, login) })
}

/** Mutation: set the new password with the emailed token. Invalidates nothing. */
export function useResetPassword() {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return useMutation({
    mutationFn: (data: ResetPasswordData) => resetPassword(organizationId, site.id, locale.id, data),
  })
}
