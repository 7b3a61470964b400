import { useIntl } from 'react-intl'
import { ProviderCallback } from '@/features/portal-login/components/provider-landing'
import { customerLoginFormats } from '@/features/portal-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'
import { PortalLoginBridge } from '../layout/portal-login-bridge'

/** /idpcallback and /login-redirect: finish an identity-provider sign-in from `?code=`. */
export default function IdpCallbackPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.magicLinkDocumentTitle, { brandName: brand.name })}</title>
      <PortalLoginBridge>
        <ProviderCallback />
      </PortalLoginBridge>
    </AuthLayout>
  )
}
