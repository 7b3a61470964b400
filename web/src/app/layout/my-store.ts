/**
 * The shopper's own store: the store locator (features/stores) offers "Set as my store",
 * the shopper context (features/shopper-context) keeps it, as `storeContextData: { storeId }` of
 * the session's context. The two features never import each other; this joins them for the
 * locator page, a store's page and the header's store panel.
 *
 * The store shown as the shopper's is read from the session's shopper-context query, which only
 * runs once the session is known (never on the server, nor while hydrating). A store chosen
 * before the session exists waits for it and is saved then; while a choice is being saved it
 * already shows as the shopper's. A failure is logged as the shopper context logs its own
 * (`{shortName}-CP: …` with the customer id), and the store it was for says so; the context is
 * merged, never replaced, so nothing else in it is lost.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAuth, useAuthSession } from '@/features/identity/hooks/use-auth'
import { useShopperContext } from '@/features/shopper-context/api/get-shopper-context'
import { useShopperContextParams } from '@/features/shopper-context/api/shopper-context-api'
import { useLogShopperContextError } from '@/features/shopper-context/hooks/use-log-shopper-context-error'
import { setShopperContext } from '@/features/shopper-context/lib/shopper-context'
import type { MyStoreChoice } from '@/features/stores/components/my-store-button'

export function useMyStore(): MyStoreChoice {
  const { usid } = useAuth()
  const session = useAuthSession()
  const queryClient = useQueryClient()
  const { organizationId, siteId } = useShopperContextParams(usid)
  const log = useLogShopperContextError()
  const { data: context } = useShopperContext(usid)
  const [failedId, setFailedId] = useState<string>()

  const save = useMutation({
    mutationFn: async (storeId: string) => {
      // Chosen before the session had started: saved once it has (a session that could not
      // start has no usid, which setShopperContext refuses: a failure like any other).
      await session.ready()
      const { usid: current } = session.getSnapshot()
      return setShopperContext({ usid: current ?? undefined, organizationId, siteId }, { storeContextData: { storeId } }, { queryClient })
    },
    onError: (error, storeId) => {
      setFailedId(storeId)
      void log(error, session.getSnapshot().customerId)
    },
  })

  return {
    storeId: save.isPending ? save.variables : context?.storeContextData?.storeId,
    failedId,
    select: (storeId) => {
      setFailedId(undefined)
      save.mutate(storeId)
    },
  }
}
