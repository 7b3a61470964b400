import { useIntl } from 'react-intl'
import { ProviderCallback } from '@/features/auth/components/customer-login/provider-landing'
import { customerLoginFormats } from '@/features/auth/components/customer-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'

/** /idpcallback and /login-redirect: finish an identity-provider sign-in from `?code=`. */
export default function IdpCallbackPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.magicLinkDocumentTitle, { brandName: brand.name })}</title>
      <ProviderCallback />
    </AuthLayout>
  )
}
