/**
 * What the payment-methods endpoint files share (portal spec §7: the organization in the path,
 * `siteId` and `locale` in the query; the bearer token and the `correlation-id` header come from
 * the API client, as for the lease calls): the parameters, the cache key of a lease's methods,
 * the failure report, and how a submit's failure is read (idempotency, DESIGN §1).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { ApiError } from '@/lib/api-client'
import { logPost, messageOf } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'
import { usePaymentMethodsCustomerId } from '../hooks/use-payment-methods-customer'
import { isUnsettled, reasonOf } from '../lib/api-errors'
import { createSubmitKeys } from '@/lib/submit-keys'
import type { PaymentMethods } from '../lib/types'

export interface PaymentMethodsApiParams {
  organizationId: string
  siteId: string
  locale: string
  /** The signed-in customer: part of every key. */
  customerId: string
}

/** The parameters of the current site, locale and customer; null without a customer. */
export function usePaymentMethodsApiParams(): PaymentMethodsApiParams | null {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const customerId = usePaymentMethodsCustomerId()
  return useMemo(
    () => (customerId ? { organizationId, siteId: site.id, locale: locale.id, customerId } : null),
    [organizationId, site.id, locale.id, customerId],
  )
}

/** The cache key of a lease's payment methods (`fetch_all`, and the answer of every change). */
export const paymentMethodsQueryKey = ({ organizationId, siteId, customerId }: PaymentMethodsApiParams, leaseGuid: string) =>
  ['payment-methods', organizationId, siteId, customerId, leaseGuid] as const

/** Reports a failed call at error level with the customer id: `Payment methods failed: {message}` (never a number typed). */
export function logPaymentMethodsFailure(params: PaymentMethodsApiParams, error: unknown): Promise<void> {
  return logPost(params, 'error', `Payment methods failed: ${messageOf(error) ?? 'unknown error'}`)
}

/**
 * What TanStack Query retries by itself (with the same variables, so the same key): an attempt
 * that never got an answer, or whose key was still in use, up to twice; a 5xx is left to the
 * customer, who sees it.
 */
export function retrySubmit(failures: number, error: unknown): boolean {
  if (failures >= 2) return false
  return !(error instanceof ApiError) || (error.status === 409 && reasonOf(error) === 'idempotency_key_in_use')
}

/** The answer of every change: the lease's methods as they are now. */
type Send<Body> = (params: PaymentMethodsApiParams, leaseGuid: string, body: Body, idempotencyKey: string) => Promise<PaymentMethods>

/**
 * A change of a lease's methods (add, remove, set_default, autopay): `submit(body)` sends it
 * with its `Idempotency-Key` — made in the submit's event handler, the same one when that same
 * submit is sent again (lib/submit-keys.ts; TanStack's own retries reuse the variables, so the
 * key). Its answer, the lease's list as it is now, replaces the `fetch_all` query's data.
 * A finished mutation is dropped from the cache at once (`gcTime: 0`): its variables may hold
 * a card number.
 */
export function useMethodsChange<Body>(leaseGuid: string, send: Send<Body>) {
  const params = usePaymentMethodsApiParams()
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
