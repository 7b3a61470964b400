/**
 * Reports a product picked among the header search's suggestions as clickSearch, with what the
 * shopper had typed (lib/search-clicks.ts; the recs session's consent rules apply). Loaded after
 * the page starts (shell-after-start.tsx), as the search panel is.
 */
import { useEffect } from 'react'
import { onSearchClick } from '@/lib/search-clicks'
import { useTrackActivity } from '../recs-session'

export function SearchClickActivity() {
  const track = useTrackActivity()
  useEffect(() => onSearchClick(({ searchText, productId }) => track('clickSearch', { searchText, product: { id: productId } })), [track])
  return null
}
