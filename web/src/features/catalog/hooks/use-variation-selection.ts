import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { Product } from '@/api/types'
import { searchWithSelection, selectionFromSearch, type VariationSelection } from '../lib/variations'

/**
 * The shopper's variation choice, kept in the URL's query (`?color=navy&size=queen`): read from
 * it on every render (the server renders the same choice), written with `replace` so choosing
 * colours does not fill the history. Other query parameters (site, locale) are kept.
 */
export function useVariationSelection(product: Product): {
  selection: VariationSelection
  select: (attributeId: string, value: string) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const selection = useMemo(() => selectionFromSearch(product, searchParams), [product, searchParams])
  // The query the last choice wrote. React Router's updater gets the query of the last render,
  // so two choices made before the page renders again (a quick double tap) would lose the first.
  const latest = useRef(searchParams)
  useEffect(() => {
    latest.current = searchParams
  }, [searchParams])
  const select = useCallback(
    (attributeId: string, value: string) => {
      const next = searchWithSelection(latest.current, attributeId, value)
      latest.current = next
      setSearchParams(next, { replace: true, preventScrollReset: true })
    },
    [setSearchParams],
  )
  return { selection, select }
}
