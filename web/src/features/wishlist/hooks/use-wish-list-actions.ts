/**
 * Adding products to the shopper's wish list and taking them out, with the wish list's toasts
 * ("{n} item(s) added to wishlist", "Item is already in wishlist", "Item removed from wishlist",
 * the generic error toast). A guest is asked to sign in first (`requireSignIn`); the product is
 * added once they have and their own list is known — and so is a registered customer's add asked
 * before their list has loaded. Each asked add runs once.
 *
 * `onAdded(productId)` runs once the product is in the list, whether it was just added or was
 * there already (the cart's Move to wishlist then takes the line out of the cart); it is the one
 * given by the render the add runs in, so it sees the shopper as they are then (signed in).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useToast } from '@/components/toast/toast-context'
import { wishlistMessages as messages } from '../messages/wishlist'
import { useWishList, useWishListChange } from './use-wish-list'

export interface WishListShopper {
  customerId: string | null
  registered: boolean
  /** Asks a guest to sign in, then runs `then`. */
  requireSignIn: (then: () => void) => void
}

export function useWishListActions(
  { customerId, registered, requireSignIn }: WishListShopper,
  { onAdded }: { onAdded?: (productId: string) => void } = {},
) {
  const intl = useIntl()
  const { toast } = useToast()
  const list = useWishList(customerId, registered)
  const { add, remove } = useWishListChange(customerId)
  // Adds asked before they could run (a guest's, or before the list loaded): `asked.n` counts
  // them, `handled` the ones done, so each runs once.
  const [asked, setAsked] = useState<{ productId: string; n: number } | null>(null)
  const handled = useRef(0)

  const items = list.data?.customerProductListItems
  const listId = list.data?.id
  const itemOf = (productId: string) => items?.find((item) => item.productId === productId)
  const failed = () => toast({ title: intl.formatMessage(messages.failed), status: 'error' })

  const addNow = (productId: string) => {
    if (!listId) return
    if (itemOf(productId)) {
      toast({ title: intl.formatMessage(messages.already), status: 'info' })
      onAdded?.(productId)
      return
    }
    add.mutate(
      { listId, productId },
      {
        onSuccess: () => {
          toast({ title: intl.formatMessage(messages.added, { n: 1 }), status: 'success' })
          onAdded?.(productId)
        },
        onError: failed,
      },
    )
  }

  const runAsked = useEffectEvent((productId: string) => {
    if (list.isError) failed()
    else addNow(productId)
  })
  const ready = registered && (Boolean(listId) || list.isError)
  useEffect(() => {
    if (!asked || asked.n === handled.current || !ready) return
    handled.current = asked.n
    runAsked(asked.productId)
  }, [asked, ready])

  const ask = (productId: string) => setAsked((previous) => ({ productId, n: (previous?.n ?? 0) + 1 }))

  return {
    /** The product's item in the list, when it is there (always undefined for a guest). */
    itemOf,
    /** Whether the list has loaded (a registered customer's), so what is in it is known. */
    loaded: Boolean(list.data),
    /** Whether a change is being made. */
    busy: add.isPending || remove.isPending,
    add(productId: string) {
      if (!registered) requireSignIn(() => ask(productId))
      else if (!listId) ask(productId)
      else addNow(productId)
    },
    remove(productId: string, { onRemoved }: { onRemoved?: () => void } = {}) {
      const item = itemOf(productId)
      if (!listId || !item) return
      remove.mutate(
        { listId, itemId: item.id },
        {
          onSuccess: () => {
            toast({ title: intl.formatMessage(messages.removed), status: 'success' })
            onRemoved?.()
          },
          onError: failed,
        },
      )
    },
  }
}
