import { useIntl } from 'react-intl'
import type { Product } from '@/api/types'
import { Link } from '@/components/link'
import { productMessages } from '../../messages/product'
import { focusRing } from './styles'

/** The product's primary category path, from the top-level category down, then the product itself. */
export function ProductBreadcrumbs({ product }: { product: Product }) {
  const intl = useIntl()
  return (
    <nav aria-label={intl.formatMessage(productMessages.breadcrumbs)} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-ink-muted">
        {product.c_primaryCategoryPath.map((category) => (
          <li key={category.id} className="flex items-center gap-1">
            <Link
              to={`/category/${encodeURIComponent(category.id)}`}
              className={`rounded-sm underline underline-offset-2 hover:text-primary ${focusRing}`}
            >
              {category.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  )
}
