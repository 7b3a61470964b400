/**
 * POST /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/create_customer?siteId=&locale=
 *   (no body; bearer + correlation-id)  →  {statusCode, message, standardized}
 *
 * Portal spec §4 "Identity-provider login" step 1, §7: makes sure the signed-in customer has a
 * lease-customer profile (GUID). Called first after every identity-provider sign-in.
 */
import type { CustomerProfileResponse } from '@/api/types'
import { apiClient, ApiError, isNoContent } from '@/lib/api-client'

export interface CustomerProfileParams {
  organizationId: string
  siteId: string
  locale: string
}

/** The fields of `standardized` the web app reads. */
export interface StandardizedCustomer {
  customer_guid?: string | null
  customer_id?: string
  first_name?: string
  last_name?: string
  email?: string
}

export const customerProfilePath = (organizationId: string, endpoint: 'create_customer' | 'login_source') =>
  `/mobify/proxy/api/custom/customer-profile/v1/organizations/${encodeURIComponent(organizationId)}/${endpoint}`

export async function createCustomer({ organizationId, siteId, locale }: CustomerProfileParams) {
  const body = await apiClient.post<CustomerProfileResponse>(customerProfilePath(organizationId, 'create_customer'), undefined, {
    query: { siteId, locale },
  })
  if (isNoContent(body)) throw new ApiError(body.message, 204, undefined)
  return { ...body, standardized: body.standardized as StandardizedCustomer }
}
