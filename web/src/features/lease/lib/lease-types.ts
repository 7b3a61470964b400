/**
 * The lease shapes of the server contract (generated OpenAPI types, reached through the
 * top-level schemas of src/api/types.ts). Money is integer cents, dates are `YYYY-MM-DD`.
 */
import type { AgreementResponse, BenefitsPlusResponse, DashboardResponse, DetailsResponse } from '@/api/types'

/** `lease_dashboard`'s `standardized`: every lease of the customer, newest first. */
export type LeaseDashboard = DashboardResponse['standardized']
/** One lease of the list (the selector's entry). */
export type DashboardLease = LeaseDashboard['leases'][number]
/** Where the lease was signed. */
export type LeaseStore = LeaseDashboard['store']
/** `lease_details`' `standardized`. */
export type LeaseDetails = DetailsResponse['standardized']
export type ScheduledPayment = LeaseDetails['schedule'][number]
export type MerchandiseLine = LeaseDetails['merchandise'][number]
/** `pretax`, `tax` and `total`, in cents. */
export type LeaseAmount = LeaseDetails['past_due']
/** `get_agreement`'s `standardized`: the values the agreement's text is written around. */
export type Agreement = AgreementResponse['standardized']
/** The answer of Benefits Plus enrol and cancel. */
export type BenefitsPlusResult = BenefitsPlusResponse['standardized']
