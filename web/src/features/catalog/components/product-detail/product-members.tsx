import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Product } from '@/api/types'
import { Link } from '@/components/link'
import { useFormatMoney } from '../../hooks/use-format-money'
import { productPricing } from '../../lib/pricing'
import { imageUrl, productImages } from '../../lib/product-images'
import { productMessages } from '../../messages/product'
import { textLink } from './styles'

const productPath = (product: Product) => `/product/${encodeURIComponent(product.id)}`

function MemberPrice({ product }: { product: Product }) {
  const intl = useIntl()
  const money = useFormatMoney(product.currency)
  const pricing = productPricing(product)
  if (!pricing) return null
  const price = money(pricing.priceCents)
  return (
    <p className="mt-0.5 font-semibold">
      {pricing.maxPriceCents !== undefined ? intl.formatMessage(productMessages.priceFrom, { price }) : price}
    </p>
  )
}

function Member({ product, name, showPrice }: { product: Product; name: ReactNode; showPrice: boolean }) {
  const image = productImages(product, 'medium')[0] ?? productImages(product, 'large')[0]
  return (
    <li className="flex items-center gap-2 rounded-card border border-ink-muted/20 p-1.5">
      <div className="size-12 shrink-0 overflow-hidden rounded-card bg-surface">
        {image && <img src={imageUrl(image)} alt={image.alt} width={96} height={96} loading="lazy" className="size-full object-contain" />}
      </div>
      <div>
        <p className="font-semibold">{name}</p>
        {showPrice && <MemberPrice product={product} />}
      </div>
    </li>
  )
}

/**
 * What a set or a bundle is made of (`type.set` / `type.bundle`): a set's products, each
 * with its image, a link to its page and its price; a bundle's items with how many of each
 * ("4 × Tourline AS All-Season Tire"), without prices of their own (the bundle has one).
 */
export function ProductMembers({ product }: { product: Product }) {
  const intl = useIntl()
  const setProducts = product.type.set ? (product.setProducts ?? []) : []
  const bundled = product.type.bundle ? (product.bundledProducts ?? []) : []
  if (setProducts.length === 0 && bundled.length === 0) return null
  const isSet = setProducts.length > 0
  return (
    <section aria-labelledby="product-members-title" className="mt-6">
      <h2 id="product-members-title" className="text-xl font-bold">
        {intl.formatMessage(isSet ? productMessages.setHeading : productMessages.bundleHeading)}
      </h2>
      <ul className="mt-2 grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {isSet
          ? setProducts.map((member) => (
              <Member
                key={member.id}
                product={member}
                showPrice
                name={
                  <Link to={productPath(member)} className={textLink}>
                    {member.name}
                  </Link>
                }
              />
            ))
          : bundled.map(({ id, product: member, quantity }) => (
              <Member
                key={id}
                product={member}
                showPrice={false}
                name={intl.formatMessage(productMessages.bundleItem, {
                  quantity,
                  productName: member.name,
                  link: (chunks: ReactNode[]) => (
                    <Link to={productPath(member)} className={textLink}>
                      {chunks}
                    </Link>
                  ),
                })}
              />
            ))}
      </ul>
    </section>
  )
}
