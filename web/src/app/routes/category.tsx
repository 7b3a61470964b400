/**
 * /category/{categoryId}: the category's products. Breadcrumbs from its
 * `parentCategoryTree`, its name as the heading, and the shared listing of
 * searchCriteriaFromUrl(search, categoryId) — the search routes.tsx runs before the server
 * renders the page. An unknown category is the not-found page.
 */
import { useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'
import type { Category } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { buttonStyles } from '@/components/ui/button-styles'
import { useCategory, useRootCategory } from '@/features/catalog/api/get-category'
import { useProductSearch } from '@/features/search/api/product-search'
import { Breadcrumbs } from '@/features/search/components/listing/breadcrumbs'
import { EmptyCategory } from '@/features/search/components/listing/no-results'
import { ProductListing } from '@/features/search/components/listing/product-listing'
import { breadcrumbList, categoryCrumbs } from '@/features/search/lib/breadcrumbs'
import { searchCriteriaFromUrl } from '@/features/search/lib/search-url'
import { itemListJsonLd } from '@/features/search/lib/structured-data'
import { listingMessages as messages } from '@/features/search/messages/listing'
import { useTileWishlist } from '@/features/wishlist/components/tile-wishlist'
import { useAppConfig } from '@/lib/app-config'
import { localizedPath } from '@/lib/page-head'
import { useRequireSignIn, useShopperCustomerId, useShopperIsRegistered } from '@/lib/shopper-customer'
import { useSiteLocale } from '@/lib/use-site-locale'
import NotFoundPage from './not-found'
import { TrackActivity, TrackProductClicks } from './recommendations'

const categoryPath = (id: string) => `/category/${encodeURIComponent(id)}`

/** The category's trail, ending with the category itself. */
function trail(category: Category) {
  const tree = category.parentCategoryTree
  const full = tree.at(-1)?.id === category.id ? tree : [...tree, { id: category.id, name: category.name }]
  return categoryCrumbs(full)
}

export default function CategoryPage() {
  const intl = useIntl()
  const config = useAppConfig()
  const { site, locale } = useSiteLocale()
  const { categoryId = '' } = useParams()
  const { data: category, isError, isFetching, refetch } = useCategory(categoryId, 1)
  // The listing's own search (the same query, answered once): its products for the head's ItemList.
  const [search] = useSearchParams()
  const { data: listing, isPlaceholderData } = useProductSearch(searchCriteriaFromUrl(search, categoryId))
  const { data: root } = useRootCategory()
  const departments = (root?.categories ?? []).map(({ id, name }) => ({ id, name }))
  const wishlistButton = useTileWishlist({
    customerId: useShopperCustomerId(),
    registered: useShopperIsRegistered(),
    requireSignIn: useRequireSignIn(),
  })

  if (category === null) return <NotFoundPage />
  if (category === undefined && isError && !isFetching) {
    return (
      <section className="page-container py-6 text-center md:py-10">
        <p role="alert" className="text-lg font-semibold">
          {intl.formatMessage(messages.categoryLoadError)}
        </p>
        <button type="button" onClick={() => void refetch()} className={`${buttonStyles.brand} mt-2`}>
          {intl.formatMessage(messages.retry)}
        </button>
      </section>
    )
  }

  const crumbs = category ? trail(category) : []
  const toUrl = (path: string) => localizedPath(config, site, locale, path)
  const hits = listing && !isPlaceholderData ? listing.hits : []
  return (
    <>
      {category && (
        <DocumentHead
          title={intl.formatMessage(messages.categoryDocumentTitle, { categoryName: category.name, brandName: config.brand.name })}
          description={category.pageDescription || undefined}
          structuredData={[
            breadcrumbList([{ name: intl.formatMessage(messages.home), path: '/' }, ...crumbs], toUrl),
            ...(hits.length ? [itemListJsonLd(hits, listing?.offset ?? 0, toUrl)] : []),
          ]}
        />
      )}
      <TrackProductClicks activity="clickCategory" fields={{ category: { id: categoryId } }}>
        <ProductListing
          key={categoryId}
          basePath={categoryPath(categoryId)}
          categoryId={categoryId}
          categoryHref={categoryPath}
          renderEmpty={() => <EmptyCategory departments={departments.filter((d) => d.id !== categoryId)} />}
          tileAction={wishlistButton}
          header={(result) =>
            category ? (
              <div>
                {result ? (
                  <TrackActivity
                    activity="viewCategory"
                    fields={{ category: { id: categoryId }, products: result.hits.slice(0, 50).map((hit) => ({ id: hit.productId })) }}
                    trackKey={`${categoryId}:${result.offset}:${result.total}`}
                  />
                ) : null}
                <Breadcrumbs crumbs={crumbs} />
                <h1 className="mt-1 text-3xl font-bold md:text-4xl">{category.name}</h1>
                {category.description && <p className="mt-1 max-w-[72ch] text-ink-muted">{category.description}</p>}
              </div>
            ) : (
              <div aria-hidden="true">
                <div className="h-2 w-1/3 animate-pulse rounded bg-neutral-200" />
                <div className="mt-1.5 h-4 w-1/2 animate-pulse rounded bg-neutral-200" />
              </div>
            )
          }
        />
      </TrackProductClicks>
    </>
  )
}
