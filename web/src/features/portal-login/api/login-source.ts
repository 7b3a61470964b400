/**
 * PATCH /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/login_source?siteId=&locale=
 *   body: the browser flags and exactly one method flag (lib/browser-flags.ts)  →  {ok, status, data}
 *
 * The identity-provider sign-in's second step: records how the customer signed in.
 * Sent after create_customer, never for acr `cookie`.
 */
import { api, ok } from '@/lib/api-client'
import type { LoginSourceFlags } from '../lib/browser-flags'
import type { CustomerProfileParams } from './create-customer'

export const patchLoginSource = ({ organizationId, siteId, locale }: CustomerProfileParams, flags: LoginSourceFlags) =>
  ok(
    api.PATCH('/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/login_source', {
      params: { path: { organization_id: organizationId }, query: { siteId, locale } },
      body: { ...flags },
    }),
  )
