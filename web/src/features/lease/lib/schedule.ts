import type { ScheduledPayment } from './lease-types'

export type ScheduleRowState = 'paid' | 'partlyPaid' | 'pastDue' | 'upcoming'

/**
 * Where one scheduled payment stands on `asOf` (`YYYY-MM-DD`, the day the details are computed
 * for): settled is paid; otherwise a due date before that day is past due, whatever part of
 * it was paid; a payment not due yet with something paid on it is partly paid (a prepayment).
 * Calendar dates compare as strings.
 */
export function scheduleRowState(payment: Pick<ScheduledPayment, 'settled' | 'paid' | 'due_date'>, asOf: string): ScheduleRowState {
  if (payment.settled) return 'paid'
  if (payment.due_date < asOf) return 'pastDue'
  return payment.paid > 0 ? 'partlyPaid' : 'upcoming'
}
