/**
 * After a guest signs in, their basket joins the customer's (the basket feature's merge; its
 * code loads when a sign-in happens), and every basket on the page is read again. Registered
 * with the session's after-login hook, which the sign-in awaits before it resolves.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BASKET_QUERY } from '@/features/basket/lib/query-key'
import { onAfterLogin } from '@/lib/after-login'
import { useAppConfig } from '@/lib/app-config'

export function BasketMergeAfterLogin() {
  const queryClient = useQueryClient()
  const { organizationId } = useAppConfig()
  useEffect(
    () =>
      onAfterLogin(async ({ guest }) => {
        if (!guest) return
        const { mergeGuestBasket } = await import('@/features/basket/api/basket')
        await mergeGuestBasket(organizationId)
        await queryClient.invalidateQueries({ queryKey: [BASKET_QUERY] })
      }),
    [queryClient, organizationId],
  )
  return null
}
