import { defineMessages, useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { HomeHero } from '@/features/home/components/home-hero'
import { HomeTiles } from '@/features/home/components/home-tiles'
import { ZONES } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { useAppConfig } from '@/lib/app-config'
import { RecommendedProducts } from './recommendations'

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
      <HomeHero />
      <HomeTiles />
      <div className="page-container pb-8">
        <RecommendedProducts heading={intl.formatMessage(recsMessages.homeTopSellers)} zone={ZONES.HOME} />
      </div>
    </>
  )
}
