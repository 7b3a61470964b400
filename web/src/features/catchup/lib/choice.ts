/**
 * The customer's choice through the three catch-up pages, kept in sessionStorage for the tab so
 * that a reload (or Back) finds it: which lease, which plan (its `id`, and the selected plan
 * index the slider showed), and — once Submit was pressed on the review — the
 * `Idempotency-Key` of that submit, which every resend of it reuses (a reload of the result
 * page, a retry after a failure). Choosing again drops the key: a new choice is a new submit.
 * Nothing in it is personal: a lease guid, an offer id and a random key.
 */

import { PAYMENT_SESSION_KEYS } from '@/lib/session-storage'

/** The sessionStorage key of the choice: payment-session data, which logout clears. */
export const CATCH_UP_CHOICE_KEY = PAYMENT_SESSION_KEYS.catchUpPlanChoice

export interface CatchUpChoice {
  leaseGuid: string
  /** The chosen plan's `id` (`{day}:{payments}`: an offer of one day). */
  planId: string
  /** The selected plan index (the slider's value) when it was chosen. */
  selectedPlanIndex: number
  /** Set when the plan was submitted: the submit's `Idempotency-Key`. */
  submitKey?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The stored choice, or null when there is none or it is not one (never throws). */
export function parseChoice(text: string | null): CatchUpChoice | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { leaseGuid, planId, selectedPlanIndex, submitKey } = value
  if (typeof leaseGuid !== 'string' || typeof planId !== 'string' || typeof selectedPlanIndex !== 'number') return null
  return { leaseGuid, planId, selectedPlanIndex, ...(typeof submitKey === 'string' && submitKey ? { submitKey } : {}) }
}

export const serializeChoice = (choice: CatchUpChoice): string => JSON.stringify(choice)
