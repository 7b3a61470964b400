import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { Product } from '@/api/types'
import { imageUrl } from '../../lib/product-images'
import {
  isValueOrderable,
  selectedValue,
  variationAttributes,
  type VariationAttribute,
  type VariationSelection,
} from '../../lib/variations'
import { productMessages } from '../../messages/product'

interface Props {
  product: Product
  selection: VariationSelection
  onSelect: (attributeId: string, value: string) => void
}

/**
 * One radio group per variation attribute ("Color: Navy"): colours as swatches, other values
 * (sizes) as buttons. They are native radios, visually hidden behind their look, so the arrow
 * keys move the choice and screen readers announce a radio group. Values that cannot be ordered
 * with the other choices are shown, crossed out and named "not available".
 */
export function VariationSelector({ product, selection, onSelect }: Props) {
  const attributes = variationAttributes(product)
  if (attributes.length === 0) return null
  return (
    <div className="mt-3 space-y-2">
      {attributes.map((attribute) => (
        <AttributeGroup key={attribute.id} product={product} attribute={attribute} selection={selection} onSelect={onSelect} />
      ))}
    </div>
  )
}

function AttributeGroup({ product, attribute, selection, onSelect }: Props & { attribute: VariationAttribute }) {
  const intl = useIntl()
  const name = `${useId()}-${attribute.id}`
  const chosen = selectedValue(attribute, selection)
  return (
    <fieldset>
      <legend className="font-semibold">
        {chosen
          ? intl.formatMessage(productMessages.variationLabel, { attributeName: attribute.name, valueName: chosen.name })
          : attribute.name}
      </legend>
      <div className="mt-1 flex flex-wrap gap-1">
        {attribute.values.map((value) => {
          const checked = chosen?.value === value.value
          const orderable = isValueOrderable(product, selection, attribute.id, value.value)
          const label = orderable ? value.name : intl.formatMessage(productMessages.valueUnavailable, { valueName: value.name })
          return (
            <label key={value.value} className="relative cursor-pointer" title={label}>
              <input
                type="radio"
                name={name}
                value={value.value}
                checked={checked}
                onChange={() => onSelect(attribute.id, value.value)}
                aria-label={label}
                className="peer sr-only"
              />
              {value.imageSwatch ? (
                <Swatch src={imageUrl(value.imageSwatch)} checked={checked} orderable={orderable} />
              ) : (
                <span
                  aria-hidden="true"
                  className={`inline-flex min-h-6 min-w-6 items-center justify-center rounded-card border-2 px-2 text-sm font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700 ${
                    checked ? 'border-primary bg-primary-50 text-primary-800' : 'border-ink-muted/60 bg-white text-ink hover:border-primary'
                  } ${orderable ? '' : 'border-dashed text-ink-muted line-through'}`}
                >
                  {value.name}
                </span>
              )}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

function Swatch({ src, checked, orderable }: { src: string; checked: boolean; orderable: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative block size-6 rounded-full p-0.5 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-700 ${
        checked ? 'ring-3 ring-primary' : 'ring-1 ring-ink-muted/60 hover:ring-2 hover:ring-primary'
      }`}
    >
      <img src={src} alt="" width={40} height={40} className="size-full rounded-full object-cover" />
      {!orderable && (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="block h-0.5 w-full rotate-45 bg-ink" />
        </span>
      )}
    </span>
  )
}
