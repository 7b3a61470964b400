import { useMemo, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Product } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { leaseQuoteText } from '@/components/lease-quote/lease-quote-text'
import { NewBadge, SaleBadge } from '@/components/ui/badge'
import { useAppConfig } from '@/lib/app-config'
import { localizedPath } from '@/lib/page-head'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useVariationSelection } from '../../hooks/use-variation-selection'
import { inventoryStatus, isAvailable, isOrderable } from '../../lib/inventory'
import { productPricing, unitPriceCents } from '../../lib/pricing'
import { mainImageUrl } from '../../lib/product-images'
import { quantityRule } from '../../lib/quantity'
import { breadcrumbJsonLd, productJsonLd, type AppPaths } from '../../lib/structured-data'
import { selectedVariant } from '../../lib/variations'
import { productMessages } from '../../messages/product'
import { InventoryMessage } from './inventory-message'
import { LeaseCostDisclosure } from './lease-cost-disclosure'
import { ProductBreadcrumbs } from './product-breadcrumbs'
import { ProductFeatures } from './product-features'
import { ProductGallery } from './product-gallery'
import { ProductMembers } from './product-members'
import { ProductPrice } from './product-price'
import { QuantityStepper } from './quantity-stepper'
import { VariationSelector } from './variation-selector'

/** What the shopper has chosen on the page: what would be bought, how many, and whether it can be. */
export interface ProductChoice {
  productId: string
  productName: string
  quantity: number
  orderable: boolean
  /** How many are left, when fewer than the quantity. */
  stockLevel?: number
}

/**
 * The product detail page's content for a loaded product: breadcrumbs, gallery, name, badges,
 * price with the lease-cost disclosure, variation choice (kept in the URL), quantity, inventory
 * message, set or bundle members, description and features, and the page's head with its JSON-LD.
 *
 * Render is pure: everything comes from the product and the URL, so the server's
 * render and the browser's hydration are the same. What buys it (`renderBuy`: the cart's Add to
 * cart) is given by the page, with what is chosen.
 */
export function ProductDetail({
  product,
  renderBuy,
  shopperState,
}: {
  product: Product
  renderBuy?: (choice: ProductChoice) => ReactNode
  /** The shopper's state, once known (never while the server renders): the lease then includes its tax. */
  shopperState?: string | undefined
}) {
  const intl = useIntl()
  const config = useAppConfig()
  const { site, locale } = useSiteLocale()
  const { selection, select } = useVariationSelection(product)
  const rule = quantityRule(product)
  const [quantity, setQuantity] = useState(rule.min)

  const variant = selectedVariant(product, selection)
  const pricing = productPricing(product, variant)
  const status = inventoryStatus(product, selection, quantity)
  const image = mainImageUrl(product, selection)
  const isRange = pricing?.maxPriceCents !== undefined
  const cashPriceCents = pricing ? unitPriceCents(pricing, quantity) * quantity : undefined
  // What is bought: the chosen variant, or the product itself when one buys it as it is (never a
  // master with nothing chosen, nor a set, whose members are bought each).
  const buyableId = variant?.productId ?? (product.type.master || product.type.set ? undefined : product.id)
  const choice: ProductChoice = {
    productId: buyableId ?? product.id,
    productName: product.name,
    quantity,
    orderable: buyableId !== undefined && isOrderable(status),
    ...(status.kind === 'unfulfillable' ? { stockLevel: status.stockLevel } : {}),
  }

  const paths = useMemo<AppPaths>(
    () => ({
      product: (id) => localizedPath(config, site, locale, `/product/${encodeURIComponent(id)}`),
      category: (id) => localizedPath(config, site, locale, `/category/${encodeURIComponent(id)}`),
    }),
    [config, site, locale],
  )
  // The server's quote is of the product's lowest price: it states the offer's lease only when
  // that is the offer's price (a variant priced otherwise has its lease asked by the browser).
  const quote = product.c_leasable ? product.c_leaseQuote : undefined
  const leaseTerms = quote && pricing && quote.cashPrice === pricing.priceCents ? leaseQuoteText(intl, quote) : undefined
  const structuredData = [
    productJsonLd({
      product,
      sku: variant?.productId ?? product.id,
      pricing,
      available: isAvailable(product, selection),
      image,
      leaseTerms,
      paths,
    }),
    breadcrumbJsonLd(product, paths),
  ]

  return (
    <article aria-labelledby="product-title" className="page-container py-3 md:py-5">
      <DocumentHead
        title={intl.formatMessage(productMessages.documentTitle, { productName: product.name, brandName: config.brand.name })}
        description={product.shortDescription || undefined}
        image={image}
        structuredData={structuredData}
      />
      <ProductBreadcrumbs product={product} />
      <div className="mt-2 grid gap-4 lg:mt-3 lg:grid-cols-2 lg:gap-6">
        <ProductGallery product={product} selection={selection} />
        <div>
          {product.brand && <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{product.brand}</p>}
          <h1 id="product-title" className="mt-0.5 text-2xl font-bold md:text-3xl">
            {product.name}
          </h1>
          {(product.c_isNew || product.c_isSale) && (
            <p className="mt-1 flex gap-1">
              {product.c_isNew && <NewBadge />}
              {product.c_isSale && <SaleBadge />}
            </p>
          )}
          {pricing && <ProductPrice pricing={pricing} />}
          {pricing && cashPriceCents !== undefined && (
            <LeaseCostDisclosure
              quote={product.c_leaseQuote ?? undefined}
              leasable={product.c_leasable}
              cashPriceCents={cashPriceCents}
              quantity={quantity}
              from={isRange}
              state={shopperState}
            />
          )}
          <VariationSelector product={product} selection={selection} onSelect={select} />
          <QuantityStepper quantity={quantity} rule={rule} onChange={setQuantity} />
          <InventoryMessage status={status} />
          {renderBuy?.(choice)}
          {product.shortDescription && <p className="mt-3 leading-relaxed">{product.shortDescription}</p>}
          <ProductFeatures longDescription={product.longDescription} />
        </div>
      </div>
      <ProductMembers product={product} />
    </article>
  )
}
