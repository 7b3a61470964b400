/**
 * /search?q=: the products matching the phrase (every product without
 * one), with the shared listing of searchCriteriaFromUrl(search) — the search routes.tsx runs
 * before the server renders the page. Categories narrow the search (`refine=cgid=…`, keeping the
 * phrase). Nothing found: the corrected phrase when the API has one, tips and the departments.
 */
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { ROOT_CATEGORY_LEVELS, useCategory, useRootCategory } from '@/features/catalog/api/get-category'
import { RECOMMENDERS, ZONES } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { useProductSearch } from '@/features/search/api/product-search'
import { DidYouMean, suggestedPhrase } from '@/features/search/components/listing/did-you-mean'
import { NoResults } from '@/features/search/components/listing/no-results'
import { ProductListing } from '@/features/search/components/listing/product-listing'
import { breadcrumbList } from '@/features/search/lib/breadcrumbs'
import { CATEGORY_REFINEMENT, searchCriteriaFromUrl, selectedValues, withCategory } from '@/features/search/lib/search-url'
import { itemListJsonLd } from '@/features/search/lib/structured-data'
import { listingMessages as messages } from '@/features/search/messages/listing'
import { useTileWishlist } from '@/features/wishlist/components/tile-wishlist'
import { useAppConfig } from '@/lib/app-config'
import { localizedPath } from '@/lib/page-head'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { useSiteLocale } from '@/lib/use-site-locale'
import { RecommendedProducts, TrackActivity, TrackProductClicks } from './recommendations'

export default function SearchPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const { brand } = config
  const { site, locale } = useSiteLocale()
  const [search] = useSearchParams()
  // The listing's own search (the same query, answered once): its products for the head's ItemList.
  const { data: listing, isPlaceholderData } = useProductSearch(searchCriteriaFromUrl(search))
  const q = search.get('q')?.trim() || undefined
  const chosenCategoryId = selectedValues(search, CATEGORY_REFINEMENT)[0]
  // The departments (the header's menu has them already); the chosen category, for its chip
  // (the server renders the page with it: route-plan.ts).
  const { data: root } = useRootCategory()
  const { data: chosenCategory } = useCategory(chosenCategoryId ?? 'root', chosenCategoryId ? 0 : ROOT_CATEGORY_LEVELS)
  const departments = (root?.categories ?? []).map(({ id, name }) => ({ id, name }))
  const wishlistButton = useTileWishlist({
    customerId: useShopperCustomerId(),
    registered: useShopperIsRegistered(),
    requireSignIn: useRequireSignIn(),
  })

  const categoryName = (id: string): string | undefined =>
    chosenCategory?.id === id ? chosenCategory.name : departments.find((department) => department.id === id)?.name

  const toUrl = (path: string) => localizedPath(config, site, locale, path)
  const hits = listing && !isPlaceholderData ? listing.hits : []
  const structuredData = [
    breadcrumbList(
      [
        { name: intl.formatMessage(messages.home), path: '/' },
        { name: intl.formatMessage(messages.searchResultsCrumb), path: q ? `/search?q=${encodeURIComponent(q)}` : '/search' },
      ],
      toUrl,
    ),
    ...(hits.length ? [itemListJsonLd(hits, listing?.offset ?? 0, toUrl)] : []),
  ]

  return (
    <>
      <DocumentHead
        title={
          q
            ? intl.formatMessage(messages.searchDocumentTitle, { q, brandName: brand.name })
            : intl.formatMessage(messages.allProductsDocumentTitle, { brandName: brand.name })
        }
        description={
          q
            ? intl.formatMessage(messages.searchDescription, { q, brandName: brand.name })
            : intl.formatMessage(messages.allProductsDescription, { brandName: brand.name })
        }
        structuredData={structuredData}
      />
      <TrackProductClicks activity="clickSearch" fields={q ? { searchText: q } : null}>
        <ProductListing
          basePath="/search"
          categoryHref={(id, params) => `/search${withCategory(params, id)}`}
          labelFor={(attribute, value) => (attribute === CATEGORY_REFINEMENT ? categoryName(value) : undefined)}
          renderEmpty={(result) => (
            <>
              <NoResults q={q} suggestion={suggestedPhrase(result)} departments={departments} />
              <div className="mt-8 flex flex-col gap-6">
                <RecommendedProducts
                  heading={intl.formatMessage(recsMessages.topSellers)}
                  recommender={RECOMMENDERS.EMPTY_SEARCH_RESULTS_TOP_SELLERS}
                />
                <RecommendedProducts heading={intl.formatMessage(recsMessages.mostViewed)} zone={ZONES.EMPTY_SEARCH} />
              </div>
            </>
          )}
          tileAction={wishlistButton}
          header={(result) => {
            const suggestion = result && result.total > 0 ? suggestedPhrase(result) : undefined
            return (
              <div>
                {q && result ? (
                  <TrackActivity
                    activity="viewSearch"
                    fields={{
                      searchText: q,
                      showProducts: result.total > 0,
                      products: result.hits.slice(0, 50).map((hit) => ({ id: hit.productId })),
                    }}
                    trackKey={`${q}:${result.total}:${result.offset}`}
                  />
                ) : null}
                <h1 className="text-3xl font-bold break-words md:text-4xl">
                  {q ? intl.formatMessage(messages.searchHeading, { q }) : intl.formatMessage(messages.allProducts)}
                </h1>
                {suggestion && <DidYouMean phrase={suggestion} className="mt-1" />}
              </div>
            )
          }}
        />
      </TrackProductClicks>
    </>
  )
}
