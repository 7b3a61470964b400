/**
 * What the payment-methods endpoint files share: the cache key of a lease's methods, the name
 * failures are reported under, and how a change is sent. The parameters, the customer, the
 * failure report and how a submit's failure is read come from lib/portal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { isUnsettled, portalQueryKey, retrySubmit, usePortalApiParams, type PortalApiParams } from '@/lib/portal'
import { createSubmitKeys } from '@/lib/submit-keys'
import type { PaymentMethods } from '../lib/types'

/** The cache key of a lease's payment methods (`fetch_all`, and the answer of every change). */
export const paymentMethodsQueryKey = (params: PortalApiParams, leaseGuid: string) =>
  [...portalQueryKey('payment-methods', params), leaseGuid] as const

/** A failed call is logged as `Payment methods failed: {message}`. */
export const PAYMENT_METHODS_CALL = 'Payment methods'

/** The answer of every change: the lease's methods as they are now. */
type Send<Body> = (params: PortalApiParams, leaseGuid: string, body: Body, idempotencyKey: string) => Promise<PaymentMethods>

/**
 * A change of a lease's methods (add, remove, set_default, autopay): `submit(body)` sends it
 * with its `Idempotency-Key` — made in the submit's event handler, the same one when that same
 * submit is sent again (lib/submit-keys.ts; TanStack's own retries reuse the variables, so the
 * key). Its answer, the lease's list as it is now, replaces the `fetch_all` query's data.
 * A finished mutation is dropped from the cache at once (`gcTime: 0`): its variables may hold
 * a card number.
 */
export function useMethodsChange<Body>(leaseGuid: string, send: Send<Body>) {
  const params = usePortalApiParams()
  const queryClient = useQueryClient()
  const [keys] = useState(() => createSubmitKeys())
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: Body; key: string }) => {
      if (!params) throw new Error('No payment-methods customer')
      return send(params, leaseGuid, body, key)
    },
    retry: retrySubmit,
    gcTime: 0,
    onSuccess: (data) => {
      keys.settle()
      if (params) queryClient.setQueryData(paymentMethodsQueryKey(params, leaseGuid), data)
    },
    onError: (error) => {
      if (!isUnsettled(error)) keys.settle()
    },
  })
  const { mutateAsync } = mutation
  const submit = useCallback((body: Body) => mutateAsync({ body, key: keys.keyFor(body) }), [mutateAsync, keys])
  return { submit, pending: mutation.isPending, variables: mutation.variables?.body }
}
