import { useIntl } from 'react-intl'
import { productMessages } from '../../messages/product'

/** The long description's lines ("\n"-separated) as a list under a "Features" heading. */
export function ProductFeatures({ longDescription }: { longDescription: string }) {
  const intl = useIntl()
  const features = longDescription
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  if (features.length === 0) return null
  return (
    <section aria-labelledby="product-features-title" className="mt-4">
      <h2 id="product-features-title" className="text-xl font-bold">
        {intl.formatMessage(productMessages.featuresHeading)}
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 ps-3">
        {features.map((feature, i) => (
          <li key={`${i}-${feature}`}>{feature}</li>
        ))}
      </ul>
    </section>
  )
}
