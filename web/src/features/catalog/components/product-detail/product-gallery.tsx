import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Product } from '@/api/types'
import { imageUrl, productImages } from '../../lib/product-images'
import type { VariationSelection } from '../../lib/variations'
import { productMessages } from '../../messages/product'
import { focusRing } from './styles'

/** The drawings are square SVGs: the attributes reserve their box, so nothing moves when they load. */
const MAIN_SIZE = 800
const THUMBNAIL_SIZE = 64

/**
 * The large images of the chosen colour (the default ones while none is chosen), one at a time,
 * and a row of thumbnail buttons that show another. Choosing another colour starts again from
 * its first image.
 */
export function ProductGallery({ product, selection }: { product: Product; selection: VariationSelection }) {
  const intl = useIntl()
  const large = productImages(product, 'large', selection)
  const small = productImages(product, 'small', selection)
  const imagesKey = large.map(imageUrl).join(' ')
  const [shown, setShown] = useState({ imagesKey, index: 0 })
  const index = shown.imagesKey === imagesKey && shown.index < large.length ? shown.index : 0
  const main = large[index]

  return (
    <section aria-label={intl.formatMessage(productMessages.gallery, { productName: product.name })}>
      <div className="overflow-hidden rounded-card bg-surface">
        {main ? (
          <img
            src={imageUrl(main)}
            alt={main.alt}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            fetchPriority="high"
            className="aspect-square h-auto w-full object-contain"
          />
        ) : (
          <div className="flex aspect-square w-full items-center justify-center text-ink-muted">
            {intl.formatMessage(productMessages.noImage)}
          </div>
        )}
      </div>
      {large.length > 1 && (
        <ul aria-label={intl.formatMessage(productMessages.thumbnails)} className="mt-2 flex flex-wrap gap-1">
          {large.map((image, i) => {
            const thumbnail = small[i] ?? image
            return (
              <li key={`${imageUrl(image)}-${i}`}>
                <button
                  type="button"
                  aria-pressed={i === index}
                  aria-label={intl.formatMessage(productMessages.thumbnail, { number: i + 1, count: large.length, alt: image.alt })}
                  onClick={() => setShown({ imagesKey, index: i })}
                  className={`block overflow-hidden rounded-card border-2 bg-surface ${
                    i === index ? 'border-primary' : 'border-transparent hover:border-primary-100'
                  } ${focusRing}`}
                >
                  <img
                    src={imageUrl(thumbnail)}
                    alt=""
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                    className="size-8 object-contain"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
