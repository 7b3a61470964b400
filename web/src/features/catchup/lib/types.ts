/**
 * The catch-up plan shapes of the server contract (tag `catchup` of the generated OpenAPI
 * types, reached through the top-level schemas of src/api/types.ts). Money is integer cents,
 * dates are `YYYY-MM-DD`.
 */
import type { CatchUpPlansResponse, SubmitPlanRequest, SubmitPlanResponse } from '@/api/types'

/** `fetch_catch_up_plans`' `standardized`: today's plans and the plan being kept, if any. */
export type CatchUpPlans = CatchUpPlansResponse['standardized']
/** One plan on offer (`id` and `payments`, plus its past-due amount, start date and interval). */
export type CatchUpPlan = CatchUpPlans['plans'][number]
/** One payment of a plan: `date`, `rent_amount`, `total_rent_amount`, `total_rent_tax_amount`. */
export type CatchUpPayment = CatchUpPlan['payments'][number]
/** The plan being kept (`active`, `completed` or `broken`). */
export type ActiveCatchUpPlan = NonNullable<CatchUpPlans['active_plan']>
/** `submit_catch_up_plan`'s `standardized`: the plan now kept and the lease's status. */
export type SubmittedPlan = SubmitPlanResponse['standardized']
export type { SubmitPlanRequest }
