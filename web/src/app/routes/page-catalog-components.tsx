/**
 * The page components that show the catalog's and the marketplace's data (loaded with the
 * first page that has one, never with the content page itself):
 * - `commerce_assets.productCarousel`: a heading over a row of the catalog's product tiles that
 *   scrolls sideways (components/carousel's ProductScroller: each tile's link is reachable by
 *   keyboard, and buttons scroll it by a row's width): the products named
 *   (`productIds`, in that order) or else the category's (`categoryId`), at most `limit`; nothing
 *   at all while they load, when the call fails or when there are none;
 * - `commerce_layouts.retailerCategory`: the marketplace category's retailers, for the shopper's
 *   stored location, with the link to the category in the marketplace.
 * Render is pure (the stored location and the referral cookie are the browser's, read after
 * hydration).
 */
import { useId } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import type { components } from '@/api/schema.gen'
import type { PageComponent } from '@/api/types'
import { ProductScroller } from '@/components/carousel/product-scroller'
import { Link } from '@/components/link'
import { MAX_PRODUCT_IDS, useProducts } from '@/features/catalog/api/get-products'
import { useStoredLocation } from '@/features/geo/hooks/use-stored-location'
import { useRetailers, type Retailer } from '@/features/marketplace/api/get-retailers'
import { MarketplaceView } from '@/features/marketplace/components/marketplace-view'
import { useReferralCookie } from '@/features/marketplace/hooks/use-referral'
import { useProductSearch, type ListingHit } from '@/features/search/api/product-search'
import { ProductTile } from '@/features/search/components/listing/product-tile'
import { productHit } from './product-hit'

type Schemas = components['schemas']
type ProductCarouselData = Schemas['ProductCarouselData']
type RetailerCategoryData = Schemas['RetailerCategoryData']

const messages = defineMessages<{
  seeAllRetailers: NoMessageValues
  seeAllRetailersIn: { categoryName: string }
}>({
  seeAllRetailers: {
    id: 'contentPage.retailerCategory.seeAll',
    defaultMessage: 'See all retailers in the marketplace',
    description: 'Content page, retailers of a marketplace category: link to the category in the marketplace (its name not known yet)',
  },
  seeAllRetailersIn: {
    id: 'contentPage.retailerCategory.seeAllIn',
    defaultMessage: 'See all {categoryName} retailers in the marketplace',
    description:
      'Content page, retailers of a marketplace category: link to the category in the marketplace; {categoryName} e.g. Furniture',
  },
})

/** Products a carousel shows when its data sets no `limit`; it never shows more than one products-by-id call takes. */
const CAROUSEL_DEFAULT_LIMIT = 12

const carouselLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(Math.trunc(limit ?? CAROUSEL_DEFAULT_LIMIT), 1), MAX_PRODUCT_IDS)

/** A heading over the products' tiles in a row that scrolls sideways; nothing when there are none. */
function CarouselRow({ heading, hits }: { heading: string; hits: ListingHit[] }) {
  return <ProductScroller heading={heading} items={hits} itemKey={(hit) => hit.productId} renderItem={(hit) => <ProductTile hit={hit} />} />
}

/** The products named, in the order named; the ones not sold online are left out. */
function NamedProductsCarousel({ heading, productIds, limit }: { heading: string; productIds: string[]; limit: number }) {
  const ids = productIds.slice(0, limit)
  const { data, isPlaceholderData } = useProducts(ids)
  const hits = data && !isPlaceholderData ? ids.flatMap((productId) => (data.has(productId) ? [productHit(data.get(productId)!)] : [])) : []
  return <CarouselRow heading={heading} hits={hits} />
}

/** The category's first products, in the search's default order. */
function CategoryCarousel({ heading, categoryId, limit }: { heading: string; categoryId: string; limit: number }) {
  const { data, isPlaceholderData } = useProductSearch({ refine: [`cgid=${categoryId}`], offset: 0, limit })
  return <CarouselRow heading={heading} hits={data && !isPlaceholderData ? data.hits.slice(0, limit) : []} />
}

function ProductCarousel({ data }: { data: ProductCarouselData }) {
  const limit = carouselLimit(data.limit)
  const productIds = (data.productIds ?? []).filter(Boolean)
  if (productIds.length > 0) return <NamedProductsCarousel heading={data.heading} productIds={productIds} limit={limit} />
  if (data.categoryId) return <CategoryCarousel heading={data.heading} categoryId={data.categoryId} limit={limit} />
  return null
}

const marketplaceCategoryPath = (categoryId: string) => `/marketplace?category=${encodeURIComponent(categoryId)}`

/** The retailers of a marketplace category (as the marketplace shows them), and the way to the category there. */
function RetailerCategory({ data }: { data: RetailerCategoryData }) {
  const intl = useIntl()
  const id = useId()
  const location = useStoredLocation()
  const referral = useReferralCookie()
  const query = useRetailers({ postalCode: location?.postalCode, featured: false, referral })
  const category = query.data?.categories.find((c) => c.id === data.categoryId)
  // A retailer's tile opens its how-to-shop window on the marketplace's page.
  const retailerHref = (retailer: Retailer, inCategory: { id: string }) =>
    `${marketplaceCategoryPath(inCategory.id)}&retailer=${encodeURIComponent(retailer.id)}`
  return (
    <section aria-labelledby={category ? id : undefined} className="flex flex-col gap-2">
      {category && (
        <h2 id={id} className="text-2xl font-bold">
          {category.name}
        </h2>
      )}
      <MarketplaceView
        data={query.data}
        isError={query.isError}
        onRetry={() => void query.refetch()}
        selected={data.categoryId}
        only={data.categoryId}
        retailerHref={retailerHref}
      />
      <p>
        <Link to={marketplaceCategoryPath(data.categoryId)} className="font-semibold text-primary underline">
          {category
            ? intl.formatMessage(messages.seeAllRetailersIn, { categoryName: category.name })
            : intl.formatMessage(messages.seeAllRetailers)}
        </Link>
      </p>
    </section>
  )
}

/** A carousel or a retailer category; nothing for another type. */
export default function CatalogComponent({ component }: { component: PageComponent }) {
  const data = component.data as unknown
  switch (component.typeId) {
    case 'commerce_assets.productCarousel':
      return <ProductCarousel data={data as ProductCarouselData} />
    case 'commerce_layouts.retailerCategory':
      return <RetailerCategory data={data as RetailerCategoryData} />
    default:
      return null
  }
}
