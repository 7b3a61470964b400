/**
 * The registered customer's wish list as a query (made when they have none: reading it is the
 * first use), and adding or removing a product, which read the list again. Nothing is read for
 * a guest: the wish list is a registered customer's.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAppConfig } from '@/lib/app-config'
import { DEFAULT_QUERY_POLICY } from '@/lib/query-policies'
import { addToWishList, ensureWishList, removeFromWishList } from '../api/wishlist'

const key = (organizationId: string, customerId: string | null) => ['wishlist', organizationId, customerId ?? ''] as const

export function useWishList(customerId: string | null, registered: boolean) {
  const { organizationId } = useAppConfig()
  return useQuery({
    queryKey: key(organizationId, customerId),
    queryFn: () => ensureWishList(organizationId, customerId ?? ''),
    enabled: registered && Boolean(customerId),
    ...DEFAULT_QUERY_POLICY,
  })
}

export function useWishListChange(customerId: string | null) {
  const { organizationId } = useAppConfig()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(organizationId, customerId) })
  const add = useMutation({
    mutationFn: ({ listId, productId }: { listId: string; productId: string }) =>
      addToWishList(organizationId, customerId ?? '', listId, productId),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: ({ listId, itemId }: { listId: string; itemId: string }) =>
      removeFromWishList(organizationId, customerId ?? '', listId, itemId),
    onSuccess: refresh,
  })
  return { add, remove }
}
