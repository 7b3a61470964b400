/**
 * What the portal features (lease, payments, payment methods, catch-up) share: the signed-in
 * customer, the parameters and cache keys of their calls, how a failed call is read, and the
 * portal's paths. Features import it from here, never from each other.
 */
export { PortalCustomer, usePortalCustomerId } from './customer'
export {
  logPortalFailure,
  NO_PORTAL_PARAMS,
  portalFailureMessage,
  portalQueryKey,
  providerApiName,
  reportingFailure,
  usePortalApiParams,
  type PortalApiParams,
} from './api-params'
export { isConflict, isNotFound, isUnsettled, parameterOf, reasonOf, retrySubmit } from './api-errors'
export * from './paths'
