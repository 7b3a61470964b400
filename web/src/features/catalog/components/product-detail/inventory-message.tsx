import { useIntl, type IntlShape } from 'react-intl'
import type { InventoryStatus } from '../../lib/inventory'
import { productMessages } from '../../messages/product'

/** "color", "color and size", "color, finish and size" (Intl.ListFormat is not in the server's engine). */
function listAnd(intl: IntlShape, items: string[]): string {
  if (items.length <= 1) return items.join('')
  return intl.formatMessage(productMessages.listAnd, { first: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' })
}

/** The text of an inventory status; none while all is well. */
export function inventoryText(intl: IntlShape, status: InventoryStatus): string | undefined {
  switch (status.kind) {
    case 'choose':
      return intl.formatMessage(productMessages.choose, {
        attributes: listAnd(
          intl,
          status.missing.map((attribute) => attribute.name.toLowerCase()),
        ),
      })
    case 'outOfStock':
      return intl.formatMessage(productMessages.outOfStock)
    case 'unfulfillable':
      return status.productName
        ? intl.formatMessage(productMessages.onlyLeftFor, { stockLevel: status.stockLevel, productName: status.productName })
        : intl.formatMessage(productMessages.onlyLeft, { stockLevel: status.stockLevel })
    case 'inStock':
      return undefined
  }
}

const tone: Record<InventoryStatus['kind'], string> = {
  choose: 'text-ink-muted',
  outOfStock: 'font-semibold text-danger',
  unfulfillable: 'font-semibold text-sale-900',
  inStock: '',
}

/**
 * The inventory message, in a polite live region that is always there: a screen reader hears
 * "Out of stock" or "Only 3 left!" as soon as a choice or the quantity makes it so.
 */
export function InventoryMessage({ status }: { status: InventoryStatus }) {
  const intl = useIntl()
  const text = inventoryText(intl, status)
  return (
    <div aria-live="polite" aria-atomic="true" className={`mt-2 min-h-3 ${tone[status.kind]}`}>
      {text && <p>{text}</p>}
    </div>
  )
}
