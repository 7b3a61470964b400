/**
 * PATCH /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/login_source?siteId=&locale=
 *   body: the browser flags and exactly one method flag (lib/browser-flags.ts)  →  {ok, status, data}
 *
 * Portal spec §4 "Identity-provider login" step 2, §7: records how the customer signed in.
 * Sent after create_customer, never for acr `cookie`.
 */
import type { LoginSourceResponse } from '@/api/types'
import { apiClient } from '@/lib/api-client'
import type { LoginSourceFlags } from '../lib/browser-flags'
import { customerProfilePath, type CustomerProfileParams } from './create-customer'

export function patchLoginSource({ organizationId, siteId, locale }: CustomerProfileParams, flags: LoginSourceFlags) {
  return apiClient.patch<LoginSourceResponse>(customerProfilePath(organizationId, 'login_source'), flags, {
    query: { siteId, locale },
  })
}
