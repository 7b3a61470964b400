import { defineMessages, useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { useAppConfig } from '@/lib/app-config'
import { hydrateLater } from '@/lib/hydrate-later'
import HomeSections from './home-sections'

// Rendered by the server, its code loaded once the page has started (lib/hydrate-later.tsx):
// below the fold, the recommendation row (most of the page's code: the listing's tiles, the
// lease quotes). The hero and tiles come with the page: its heading must never be missing, as
// it would be while a later part's code is still coming after a client-side navigation.
const HomeRecommendations = hydrateLater(() => import('./home-recommendations'))

const messages = defineMessages<{ title: { brandName: string }; description: { brandName: string } }>({
  title: {
    id: 'home.documentTitle',
    defaultMessage: '{brandName} | Lease-to-own shopping with partner retailers',
    description: 'Document title of the home page; {brandName} is e.g. Northwind Lease',
  },
  description: {
    id: 'home.metaDescription',
    defaultMessage:
      'Lease furniture, appliances and electronics at partner retailers with {brandName} and make them yours over time. Apply in minutes and see your approval amount right away.',
    description: 'Meta description of the home page (shown by search engines); {brandName} is e.g. Northwind Lease',
  },
})

export default function HomePage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <>
      <DocumentHead
        title={intl.formatMessage(messages.title, { brandName: brand.name })}
        description={intl.formatMessage(messages.description, { brandName: brand.name })}
        jsonLd="organization"
      />
      <HomeSections />
      <div className="page-container pb-8">
        <HomeRecommendations />
      </div>
    </>
  )
}
