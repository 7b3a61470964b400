/**
 * POST /mobify/proxy/api/customer/shopper-customers/v1/organizations/{org}/customers?siteId=
 *   (guest bearer) body {customer: {firstName, lastName, email, login}, password, acceptsMarketing}
 *   → Customer; 400 {message, parameter} on invalid input; 409 when the login exists.
 * Portal spec §7: "Register payload: customer {firstName, lastName, email, login} plus password".
 */
import { ApiError, apiClient, isNoContent } from '@/lib/api-client'
import { shopperCustomersPath, type Customer } from './shopper-customers'

export interface RegistrationData {
  firstName: string
  lastName: string
  email: string
  password: string
  acceptsMarketing: boolean
}

export async function registerCustomer(
  organizationId: string,
  siteId: string,
  { firstName, lastName, email, password, acceptsMarketing }: RegistrationData,
): Promise<Customer> {
  const body = await apiClient.post<Customer>(
    shopperCustomersPath(organizationId, 'customers'),
    { customer: { firstName, lastName, email, login: email }, password, acceptsMarketing },
    { query: { siteId }, authorize: true },
  )
  if (isNoContent(body)) throw new ApiError(body.message, 204, undefined)
  return body
}
