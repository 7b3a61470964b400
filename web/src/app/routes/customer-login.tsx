import { useIntl } from 'react-intl'
import { CustomerLogin } from '@/features/portal-login/components/customer-login'
import { customerLoginFormats } from '@/features/portal-login/components/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'
import { PortalLoginBridge } from '../layout/portal-login-bridge'

/** /customer-login (exact, auth layout): the customer portal's identity-provider sign-in. */
export default function CustomerLoginPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.documentTitle, { brandName: brand.name })}</title>
      <PortalLoginBridge>
        <CustomerLogin />
      </PortalLoginBridge>
    </AuthLayout>
  )
}
