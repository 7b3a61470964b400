/**
 * After a guest signs in, their basket joins the customer's (the basket feature's merge; its
 * code loads when a sign-in happens), and every basket on the page is read again. Registered
 * with the session's after-login hook, which the sign-in awaits before it resolves.
 *
 * The merge is safe to repeat (a second one finds nothing left to merge), so a failure the
 * server or the network may not repeat — a 5xx, a dropped connection, or a 409 when the
 * customer's basket was being made at the same moment — is tried again after one and then two
 * seconds: a busy moment must not leave the shopper's cart behind.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BASKET_QUERY } from '@/features/basket/lib/query-key'
import { onAfterLogin } from '@/lib/after-login'
import { ApiError } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'

/** The waits before the second and third tries. */
const MERGE_RETRY_DELAYS_MS = [1000, 2000]

const mayPass = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 409

async function mergeWithRetries(merge: () => Promise<unknown>, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await merge()
    } catch (error) {
      const delay = MERGE_RETRY_DELAYS_MS[attempt]
      if (delay === undefined || !mayPass(error)) throw error
      await sleep(delay)
    }
  }
}

export function BasketMergeAfterLogin() {
  const queryClient = useQueryClient()
  const { organizationId } = useAppConfig()
  useEffect(
    () =>
      onAfterLogin(async ({ guest }) => {
        if (!guest) return
        const { mergeGuestBasket } = await import('@/features/basket/api/basket')
        try {
          await mergeWithRetries(() => mergeGuestBasket(organizationId))
        } finally {
          // What the server has now, merged or not. A read already under way (the sign-in's
          // new customer id starts one) may have read before the merge: it is dropped, not
          // joined, so the basket is read again after the merge.
          await queryClient.cancelQueries({ queryKey: [BASKET_QUERY] })
          await queryClient.invalidateQueries({ queryKey: [BASKET_QUERY] })
        }
      }),
    [queryClient, organizationId],
  )
  return null
}
