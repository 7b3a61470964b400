import { defineMessages, useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { useAppConfig } from '@/lib/app-config'
import { hydrateLater } from '@/lib/hydrate-later'

// Rendered by the server, their code loaded once the page has started (lib/hydrate-later.tsx):
// the hero and tiles (words and links) and, below the fold, the recommendation row (most of the
// page's code: the listing's tiles, the lease quotes).
const HomeSections = hydrateLater(() => import('./home-sections'))
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
