/**
 * POST /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/create_customer?siteId=&locale=
 *   (no body; bearer + correlation-id)  →  {statusCode, message, standardized}
 *
 * The identity-provider sign-in's first step: makes sure the signed-in customer has a
 * lease-customer profile (GUID). Called first after every identity-provider sign-in.
 */
import type { CustomerProfileResponse } from '@/api/types'
import { api, body } from '@/lib/api-client'

export interface CustomerProfileParams {
  organizationId: string
  siteId: string
  locale: string
}

export const createCustomer = ({ organizationId, siteId, locale }: CustomerProfileParams): Promise<CustomerProfileResponse> =>
  body(
    api.POST('/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/create_customer', {
      params: { path: { organization_id: organizationId }, query: { siteId, locale } },
    }),
  )
