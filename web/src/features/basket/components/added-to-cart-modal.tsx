/**
 * "Added to your cart": the basket's lines and subtotal, View cart and Continue shopping. It
 * closes on Escape, its close button, Continue shopping, and any change of page (View cart
 * included); focus goes back to Add to cart.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import type { Basket } from '@/api/types'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { ModalFrame } from '@/components/ui/modal-frame'
import { moneyFormat } from '@/lib/money-format'
import { basketMessages as messages } from '../messages/basket'
import '@/styles/later.css'

export default function AddedToCartModal({
  basket,
  returnFocus,
  onClose,
  children,
}: {
  basket: Basket
  returnFocus: HTMLElement | null
  onClose: () => void
  /** More under the buttons (the product page's recommendations): the window is wider then. */
  children?: ReactNode
}) {
  const intl = useIntl()
  const money = moneyFormat(intl.locale, basket.currency)
  const { key } = useLocation()
  const openedAt = useRef(key)
  useEffect(() => {
    if (key !== openedAt.current) onClose()
  }, [key, onClose])
  const lines = basket.productItems.filter((item) => item.c_available)

  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className={`fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-32px)] ${children ? 'max-w-[760px]' : 'max-w-[480px]'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-3 shadow-xl outline-none sm:p-4`}
    >
      <Dialog.Close
        aria-label={intl.formatMessage(messages.close)}
        className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        <CloseIcon />
      </Dialog.Close>
      <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(messages.addedTitle)}</Dialog.Title>
      <ul className="mt-2 divide-y divide-neutral-200">
        {lines.map((item) => (
          <li key={item.itemId} className="flex justify-between gap-2 py-1">
            <span>
              {item.productName} × {intl.formatNumber(item.quantity)}
            </span>
            <span className="font-semibold">{money(item.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between border-t border-neutral-200 pt-1 font-bold">
        <span>{intl.formatMessage(messages.subtotal)}</span>
        <span>{money(basket.productSubTotal)}</span>
      </p>
      <div className="mt-3 flex flex-wrap justify-end gap-1">
        <Dialog.Close className={buttonStyles.secondary}>{intl.formatMessage(messages.continueShopping)}</Dialog.Close>
        <Link to="/cart" className={buttonStyles.secondary}>
          {intl.formatMessage(messages.viewCart)}
        </Link>
        <Link to="/checkout" className={buttonStyles.brand}>
          {intl.formatMessage(messages.checkout)}
        </Link>
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </ModalFrame>
  )
}
