/**
 * A product the shopper picked among the header search's suggestions, for what they had typed.
 * The search feature announces it and the shell reports it to the recommender
 * (app/layout/search-click-activity.tsx): the search feature need not know the recommender, nor
 * the shopper's consent to it.
 */
export interface SearchClick {
  searchText: string
  productId: string
}

type SearchClickHandler = (click: SearchClick) => void

const handlers = new Set<SearchClickHandler>()

/** Registers a handler; returns the function that removes it. */
export function onSearchClick(handler: SearchClickHandler): () => void {
  handlers.add(handler)
  return () => {
    handlers.delete(handler)
  }
}

export function announceSearchClick(click: SearchClick): void {
  for (const handler of [...handlers]) handler(click)
}
