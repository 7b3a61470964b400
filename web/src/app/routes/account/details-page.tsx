/**
 * /account: the signed-in customer's profile (name, email, phone) and password (the identity
 * feature). The account page module (../account.tsx) loads it.
 */
import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { AccountDetails } from '@/features/identity/components/account-details'
import { accountMessages as messages } from '@/features/identity/messages/account'
import { useAppConfig } from '@/lib/app-config'

export default function AccountDetailsPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <>
      <DocumentHead title={intl.formatMessage(messages.documentTitle, { brandName: brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(messages.title)}</h1>
      <AccountDetails />
    </>
  )
}
