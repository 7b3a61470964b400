import { useIntl } from 'react-intl'
import { CustomerLogin } from '@/features/auth/components/customer-login/customer-login'
import { customerLoginFormats } from '@/features/auth/components/customer-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'

/** /customer-login (exact, auth layout): the customer portal's identity-provider sign-in. */
export default function CustomerLoginPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.documentTitle, { brandName: brand.name })}</title>
      <CustomerLogin />
    </AuthLayout>
  )
}
