import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { useAppConfig } from '@/lib/app-config'

export const notFoundMessages = defineMessages<{
  documentTitle: { brandName: string }
  title: NoMessageValues
  text: NoMessageValues
  home: NoMessageValues
}>({
  documentTitle: {
    id: 'notFound.documentTitle',
    defaultMessage: 'Page not found | {brandName}',
    description: 'Document title of the page-not-found screen; {brandName} is e.g. Northwind Lease',
  },
  title: {
    id: 'notFound.title',
    defaultMessage: "The page you're looking for can't be found.",
    description: 'Heading of the page-not-found screen',
  },
  text: {
    id: 'notFound.text',
    defaultMessage: 'Please try retyping the address, going back to the previous page, or going to the home page.',
    description: 'Text of the page-not-found screen',
  },
  home: {
    id: 'notFound.homeLink',
    defaultMessage: 'Go to home page',
    description: 'Page-not-found screen: link to the home page',
  },
})

export default function NotFoundPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <section aria-labelledby="not-found-title" className="page-container py-6 text-center md:py-10">
      <DocumentHead
        title={intl.formatMessage(notFoundMessages.documentTitle, { brandName: brand.name })}
        description={intl.formatMessage(notFoundMessages.text)}
        notFound
      />
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        404
      </p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-bold md:text-3xl">
        {intl.formatMessage(notFoundMessages.title)}
      </h1>
      <p className="mx-auto mt-2 max-w-[640px] text-ink-muted">{intl.formatMessage(notFoundMessages.text)}</p>
      <Link to="/" className={`${buttonStyles.brand} mt-4`}>
        {intl.formatMessage(notFoundMessages.home)}
      </Link>
    </section>
  )
}
