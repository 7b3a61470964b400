/**
 * Add to wishlist / Remove from wishlist on the product page, with the toasts of the wish list.
 * A guest is asked to sign in first (`requireSignIn`, from the page); the product is added once
 * they have ("Item is already in wishlist" when it was there).
 */
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useToast } from '@/components/toast/toast-context'
import { buttonStyles } from '@/components/ui/button-styles'
import { useWishList, useWishListChange } from '../hooks/use-wish-list'
import { wishlistMessages as messages } from '../messages/wishlist'

export interface WishlistButtonProps {
  productId: string
  customerId: string | null
  registered: boolean
  /** Asks a guest to sign in, then runs `then`. */
  requireSignIn: (then: () => void) => void
}

export function WishlistButton({ productId, customerId, registered, requireSignIn }: WishlistButtonProps) {
  const intl = useIntl()
  const { toast } = useToast()
  const list = useWishList(customerId, registered)
  const { add, remove } = useWishListChange(customerId)
  // A guest's add, kept through the sign-in it asked for: `requested` counts the asks, `handled`
  // the ones done, so each runs once, when the customer's own list is known.
  const [requested, setRequested] = useState(0)
  const handled = useRef(0)
  const item = list.data?.customerProductListItems.find((i) => i.productId === productId)

  const listId = list.data?.id
  const alreadyThere = Boolean(item)

  useEffect(() => {
    if (requested === handled.current || !registered || !listId) return
    handled.current = requested
    if (alreadyThere) {
      toast({ title: intl.formatMessage(messages.already), status: 'info' })
      return
    }
    add.mutate(
      { listId, productId },
      {
        onSuccess: () => toast({ title: intl.formatMessage(messages.added, { n: 1 }), status: 'success' }),
        onError: () => toast({ title: intl.formatMessage(messages.failed), status: 'error' }),
      },
    )
  }, [requested, registered, listId, alreadyThere, add, toast, intl, productId])

  const failed = () => toast({ title: intl.formatMessage(messages.failed), status: 'error' })
  const onClick = () => {
    if (!registered) {
      // Added once the sign-in is done (the effect above, with the customer's own list).
      requireSignIn(() => setRequested((n) => n + 1))
      return
    }
    if (!listId) return
    if (item) {
      remove.mutate(
        { listId, itemId: item.id },
        { onSuccess: () => toast({ title: intl.formatMessage(messages.removed), status: 'success' }), onError: failed },
      )
    } else {
      add.mutate(
        { listId, productId },
        { onSuccess: () => toast({ title: intl.formatMessage(messages.added, { n: 1 }), status: 'success' }), onError: failed },
      )
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={Boolean(item)}
      disabled={add.isPending || remove.isPending || (registered && !list.data)}
      className={`${buttonStyles.secondary} mt-1 w-full sm:w-auto sm:min-w-[240px]`}
    >
      {intl.formatMessage(item ? messages.remove : messages.add)}
    </button>
  )
}
