import { useIntl } from 'react-intl'
import { useParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { useStore } from '@/features/stores/api/get-stores'
import { StoreDetails } from '@/features/stores/components/store-details'
import { storeLocatorMessages as messages } from '@/features/stores/messages'
import { useAppConfig } from '@/lib/app-config'
import { useMyStore } from '../layout/my-store'
import NotFoundPage from './not-found'
import '@/styles/later.css'

/**
 * /store-locator/{storeId}: a store's own page (features/stores), rendered by the server
 * with its store (route-plan.ts); an id no store has is the not-found page, a 404. It and the
 * stores near it offer "Set as my store" (layout/my-store.ts).
 */
export default function StorePageRoute() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const storeId = useParams().storeId ?? ''
  const { data: store, isPending } = useStore(storeId)
  const myStore = useMyStore()
  if (store === null) return <NotFoundPage />
  return (
    <div className="page-container flex flex-col gap-3 py-6 md:py-10">
      {store ? (
        <>
          <DocumentHead
            title={intl.formatMessage(messages.storeDocumentTitle, { storeName: store.name, brandName: brand.name })}
            description={intl.formatMessage(messages.storeDocumentDescription, {
              storeName: store.name,
              city: store.city,
              brandName: brand.name,
            })}
          />
          <StoreDetails store={store} myStore={myStore} />
        </>
      ) : isPending ? (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      ) : (
        <p role="alert">{intl.formatMessage(messages.storeLoadError)}</p>
      )}
    </div>
  )
}
