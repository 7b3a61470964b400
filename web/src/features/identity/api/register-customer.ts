/**
 * POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers?siteId=
 *   (guest bearer) body {customer: {firstName, lastName, email, login}, password, acceptsMarketing}
 *   → Customer; 400 {message, parameter} on invalid input; 409 when the login exists.
 * The body is the customer {firstName, lastName, email, login} plus the password.
 */
import type { Customer } from '@/api/types'
import { api, body } from '@/lib/api-client'

export interface RegistrationData {
  firstName: string
  lastName: string
  email: string
  password: string
  acceptsMarketing: boolean
}

export function registerCustomer(
  organizationId: string,
  siteId: string,
  { firstName, lastName, email, password, acceptsMarketing }: RegistrationData,
): Promise<Customer> {
  return body(
    api.POST('/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers', {
      params: { path: { organization_id: organizationId }, query: { siteId } },
      body: { customer: { firstName, lastName, email, login: email }, password, acceptsMarketing },
    }),
  )
}
