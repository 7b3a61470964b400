/**
 * "Set as my store" on a store card and a store's page. Which store is the shopper's, and how
 * it is saved, is not this feature's business: the app passes both in (`MyStoreChoice`), so the
 * store locator never reaches into the shopper's session itself.
 */
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { storeLocatorMessages as messages } from '../messages'

/** The shopper's store as the app knows it, and how to choose another. */
export interface MyStoreChoice {
  /** The shopper's store (also the one being saved); undefined when none or not known yet. */
  storeId: string | undefined
  /** The store whose saving just failed, whose button then says so. */
  failedId: string | undefined
  select: (storeId: string) => void
}

export function MyStoreButton({ storeId, choice }: { storeId: string; choice: MyStoreChoice }) {
  const intl = useIntl()
  const mine = choice.storeId === storeId
  return (
    <div className="flex flex-col gap-0.5">
      <div>
        <button
          type="button"
          aria-pressed={mine}
          className={mine ? buttonStyles.brand : buttonStyles.secondary}
          onClick={() => {
            // Already the shopper's: nothing to save again.
            if (!mine) choice.select(storeId)
          }}
        >
          {mine ? (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2.5" fill="currentColor">
              <path d="m8 13.2-3.6-3.6L3 11l5 5 9-9-1.4-1.4L8 13.2Z" />
            </svg>
          ) : null}
          {intl.formatMessage(mine ? messages.myStore : messages.setMyStore)}
        </button>
      </div>
      {choice.failedId === storeId ? (
        <p role="alert" className="text-sm text-danger">
          {intl.formatMessage(messages.myStoreError)}
        </p>
      ) : null}
    </div>
  )
}
