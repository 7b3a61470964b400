import { useCallback, useMemo } from 'react'
import { readSession, useSessionValue, writeSession } from '@/lib/session-storage'
import { newIdempotencyKey } from '@/lib/submit-keys'
import { CATCH_UP_CHOICE_KEY, parseChoice, serializeChoice } from '../lib/choice'

/**
 * The catch-up choice of `leaseGuid` (lib/choice.ts), read from sessionStorage without making
 * render impure (null on the server and while hydrating), and the writes the pages make:
 * `choose` (the plans page's Review button), `startSubmit` (the review's Submit button: it
 * makes the submit's key there, in the event handler, and keeps it) and `renewSubmit` (Try
 * again after a failure that was answered for good: a new submit, a new key).
 */
export function useCatchUpChoice(leaseGuid: string) {
  const stored = useSessionValue(CATCH_UP_CHOICE_KEY)
  const choice = useMemo(() => {
    const parsed = parseChoice(stored)
    return parsed?.leaseGuid === leaseGuid ? parsed : null
  }, [stored, leaseGuid])

  const choose = useCallback(
    (planId: string, selectedPlanIndex: number) =>
      writeSession(CATCH_UP_CHOICE_KEY, serializeChoice({ leaseGuid, planId, selectedPlanIndex })),
    [leaseGuid],
  )

  /** Keeps the submit's key with the choice (the same key when that choice was already submitted) and returns it. */
  const startSubmit = useCallback((): string | null => {
    const current = parseChoice(readSession(CATCH_UP_CHOICE_KEY))
    if (current?.leaseGuid !== leaseGuid) return null
    const submitKey = current.submitKey ?? newIdempotencyKey()
    writeSession(CATCH_UP_CHOICE_KEY, serializeChoice({ ...current, submitKey }))
    return submitKey
  }, [leaseGuid])

  /** A new key for the choice: the last submit was answered for good, so sending it again is a new submit. */
  const renewSubmit = useCallback((): string | null => {
    const current = parseChoice(readSession(CATCH_UP_CHOICE_KEY))
    if (current?.leaseGuid !== leaseGuid) return null
    const submitKey = newIdempotencyKey()
    writeSession(CATCH_UP_CHOICE_KEY, serializeChoice({ ...current, submitKey }))
    return submitKey
  }, [leaseGuid])

  return { choice, choose, startSubmit, renewSubmit }
}
