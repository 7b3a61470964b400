import { defineMessages, useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { CustomerLogin } from '@/features/portal-login/components/customer-login'
import { customerLoginFormats } from '@/features/portal-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'
import { PortalLoginBridge } from '../layout/portal-login-bridge'

const messages = defineMessages<{ description: { brandName: string } }>({
  description: {
    id: 'customerLogin.metaDescription',
    defaultMessage: 'Sign in to the {brandName} customer portal to see your leases and make payments.',
    description: 'Meta description of the /customer-login page (shown by search engines); {brandName} is e.g. Northwind Lease',
  },
})

/** /customer-login (exact, auth layout): the customer portal's identity-provider sign-in. */
export default function CustomerLoginPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <DocumentHead
        title={intl.formatMessage(customerLoginFormats.documentTitle, { brandName: brand.name })}
        description={intl.formatMessage(messages.description, { brandName: brand.name })}
      />
      <PortalLoginBridge>
        <CustomerLogin />
      </PortalLoginBridge>
    </AuthLayout>
  )
}
