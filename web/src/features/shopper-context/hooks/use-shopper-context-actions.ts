/**
 * Mutations over the session's shopper context (lib/shopper-context.ts). Each one touches only
 * the shopper-context query of the usid, which it keeps current (set: the created or merged
 * context; clear: null). Failures are logged as `{shortName}-CP: {message}`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useShopperContextParams } from '../api/shopper-context-api'
import type { ShopperQualifiers } from '../lib/qualifiers'
import { clearShopperContext, removeShopperQualifier, setShopperContext } from '../lib/shopper-context'
import { useLogShopperContextError } from './use-log-shopper-context-error'

function useDeps(usid: string | null | undefined) {
  const queryClient = useQueryClient()
  const params = useShopperContextParams(usid)
  const log = useLogShopperContextError()
  return { params, deps: { queryClient }, onError: (error: Error) => void log(error) }
}

/** `mutate(qualifiers)`: create the context, or merge into it. */
export function useSetShopperContext(usid: string | null | undefined) {
  const { params, deps, onError } = useDeps(usid)
  return useMutation({ mutationFn: (qualifiers: ShopperQualifiers) => setShopperContext(params, qualifiers, deps), onError })
}

/** `mutate()`: delete the context (none counts as deleted). */
export function useClearShopperContext(usid: string | null | undefined) {
  const { params, deps, onError } = useDeps(usid)
  return useMutation({ mutationFn: () => clearShopperContext(params, deps), onError })
}

/** `mutate(name)`: clear the context, then set the remaining qualifiers again. */
export function useRemoveShopperQualifier(usid: string | null | undefined) {
  const { params, deps, onError } = useDeps(usid)
  return useMutation({ mutationFn: (name: string) => removeShopperQualifier(params, name, deps), onError })
}
