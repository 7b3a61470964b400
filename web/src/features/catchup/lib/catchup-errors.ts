/** How a refused catch-up submit is read beyond what every portal call shares (lib/portal). */
import { isConflict } from '@/lib/portal'

/** The plan chosen is no longer on offer (another day's offer, nothing past due, a plan already kept). */
export const isPlanNotOffered = (error: unknown): boolean => isConflict(error, 'plan_not_offered')

/** The lease can't take a plan in its status (closed). */
export const isLeaseClosed = (error: unknown): boolean => isConflict(error, 'lease_closed')
