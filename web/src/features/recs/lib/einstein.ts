/**
 * Recommendations and shopper activity (Leasefront's own recommender, Einstein-shaped API):
 * which recommender each place shows, who is asking (the session's visitor id and, once signed
 * in, the customer id), and the recommendation items as the storefront reads them. Pure: no
 * React, no browser.
 */
import type { components } from '@/api/schema.gen'

type RecsResult = components['schemas']['RecsResult']

/**
 * The recommender each place of the storefront shows by name (the reference storefront's
 * choice); the home page's row, the cart's You may also like and an empty search's most viewed
 * are asked by their zone (`ZONES`), whose recommender the server chooses.
 */
export const RECOMMENDERS = {
  ADD_TO_CART_MODAL: 'pdp-similar-items',
  CART_RECENTLY_VIEWED: 'viewed-recently-einstein',
  PDP_COMPLETE_SET: 'complete-the-set',
  PDP_MIGHT_ALSO_LIKE: 'pdp-similar-items',
  PDP_RECENTLY_VIEWED: 'viewed-recently-einstein',
  EMPTY_SEARCH_RESULTS_TOP_SELLERS: 'home-top-revenue-for-category',
} as const

export type RecommenderName = (typeof RECOMMENDERS)[keyof typeof RECOMMENDERS]

/**
 * The zones of the storefront's pages the server answers for, each with the recommender it
 * chooses (server/src/recs): a row asked by its zone follows the server's choice.
 */
export const ZONES = {
  HOME: 'home',
  PRODUCT_DETAIL: 'product-detail',
  CART: 'cart',
  EMPTY_SEARCH: 'empty-search',
} as const

export type Zone = (typeof ZONES)[keyof typeof ZONES]

/** What a row asks about, whoever answers it (a recommender or a zone). */
export interface RecsAsked {
  /** The products the recommendations are for (a product page's, a cart's). */
  productIds?: readonly string[]
  categoryId?: string
  limit?: number
}

/** Recommenders that answer for one visitor: asked only once the visitor id is known. */
const PER_VISITOR: ReadonlySet<string> = new Set(['viewed-recently-einstein'])
export const needsVisitor = (recommender: string) => PER_VISITOR.has(recommender)

/** How many recommendations a row asks for. */
export const RECS_LIMIT = 10

/** Where the calls go and on whose behalf: the site (its realm), the storefront's client id. */
export interface RecsSite {
  siteId: string
  locale: string
  clientId: string
  /** `prd` in production, `sbx` on a sandbox. */
  instanceType: 'prd' | 'sbx'
}

/** Who is browsing: the session's visitor id (the usid) and, signed in, the customer id. */
export interface RecsVisitor {
  cookieId: string | null
  userId?: string | null
}

/** The site's realm: the site id names it (each site is its own realm). */
export const realmOf = (site: RecsSite) => site.siteId

/** A recommended product as the storefront reads it. */
export interface RecommendationItem {
  id: string
  productName: string
  imageUrl: string
  recommenderName: string
  recommendationId: string
}

/** The answer's products, each with the recommender and the recommendation id that chose it. */
export function recommendationItems(result: RecsResult): RecommendationItem[] {
  return result.recs.map((rec) => ({
    id: rec.id,
    productName: rec.product_name,
    imageUrl: rec.image_url,
    recommenderName: result.recommenderName,
    recommendationId: result.recoUUID,
  }))
}

/** The ids, once each, in order, without blanks: two rows for the same products share a query. */
export function anchorIds(productIds: readonly (string | null | undefined)[]): string[] {
  return [...new Set(productIds.filter((id): id is string => Boolean(id)))]
}

/** The body of a recommendations call, a recommender's or a zone's: the visitor, the realm and what is asked. */
export function recsBody(site: RecsSite, visitor: RecsVisitor, asked: RecsAsked) {
  const products = anchorIds(asked.productIds ?? []).map((id) => ({ id }))
  return {
    cookieId: visitor.cookieId,
    userId: visitor.userId ?? null,
    realm: realmOf(site),
    instanceType: site.instanceType,
    ...(products.length > 0 ? { products } : {}),
    ...(asked.categoryId ? { categoryId: asked.categoryId } : {}),
    limit: asked.limit ?? RECS_LIMIT,
  }
}
