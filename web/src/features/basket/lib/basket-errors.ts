/**
 * A refused basket change in the shopper's language: the server names the reason
 * (server/src/basket/model.rs), the page supplies what the message needs.
 */
import type { IntlShape } from 'react-intl'
import { ApiError } from '@/lib/api-client'
import { basketMessages as messages } from '../messages/basket'

export function basketErrorText(intl: IntlShape, error: unknown, product: { productName: string; stockLevel?: number }): string {
  const reason = error instanceof ApiError && typeof error.data === 'object' ? error.data?.reason : undefined
  switch (reason) {
    case 'out_of_stock':
      return intl.formatMessage(messages.outOfStock)
    case 'over_stock':
      return product.stockLevel !== undefined
        ? intl.formatMessage(messages.onlyLeft, { stockLevel: product.stockLevel, productName: product.productName })
        : intl.formatMessage(messages.notEnough, { productName: product.productName })
    case 'over_limit':
      return intl.formatMessage(messages.overLimit)
    default:
      return intl.formatMessage(messages.addError)
  }
}
