import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { StoreLocator } from '@/features/stores/components/store-locator'
import { storeLocatorMessages as messages } from '@/features/stores/messages'
import { useAppConfig } from '@/lib/app-config'
import { useMyStore } from '../layout/my-store'
import '@/styles/later.css'

/**
 * /store-locator: Find a Store (features/stores). Rendered by the server with the
 * default search's first stores (Germany, 10178; route-plan.ts); each store offers "Set as my
 * store" (the session's shopper context: layout/my-store.ts).
 */
export default function StoreLocatorRoute() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const myStore = useMyStore()
  return (
    <div className="page-container flex flex-col gap-3 py-6 md:py-10">
      <DocumentHead
        title={intl.formatMessage(messages.documentTitle, { brandName: brand.name })}
        description={intl.formatMessage(messages.documentDescription, { brandName: brand.name })}
      />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold md:text-4xl">{intl.formatMessage(messages.heading)}</h1>
        <p className="text-ink-muted">{intl.formatMessage(messages.intro)}</p>
      </div>
      <StoreLocator myStore={myStore} />
    </div>
  )
}
