/**
 * A page of the registered customer's wish list: 24 items a page, in the order they were added.
 * A page past the last one shows the last (after removing its last item, say).
 */
import { useWishList } from './use-wish-list'

export const WISHLIST_PAGE_SIZE = 24

export function useWishListPage(customerId: string, page: number) {
  const list = useWishList(customerId, true)
  const all = list.data?.customerProductListItems ?? []
  const pageCount = Math.max(1, Math.ceil(all.length / WISHLIST_PAGE_SIZE))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  return {
    list,
    /** The items of the page shown. */
    items: all.slice((current - 1) * WISHLIST_PAGE_SIZE, current * WISHLIST_PAGE_SIZE),
    total: all.length,
    page: current,
    pageCount,
  }
}

export type WishListPage = ReturnType<typeof useWishListPage>
