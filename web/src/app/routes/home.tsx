import { defineMessages, useIntl } from 'react-intl'
import { HomeHero } from '@/features/home/components/home-hero'
import { HomeTiles } from '@/features/home/components/home-tiles'
import { useAppConfig } from '@/lib/app-config'

const messages = defineMessages<{ title: { brandName: string } }>({
  title: {
    id: 'home.documentTitle',
    defaultMessage: '{brandName} | Lease-to-own shopping with partner retailers',
    description: 'Document title of the home page; {brandName} is e.g. Northwind Lease',
  },
})

export default function HomePage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <>
      <title>{intl.formatMessage(messages.title, { brandName: brand.name })}</title>
      <HomeHero />
      <HomeTiles />
    </>
  )
}
