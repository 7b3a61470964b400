import { useIntl } from 'react-intl'
import { MagicLinkSignIn } from '@/features/portal-login/components/provider-landing'
import { customerLoginFormats } from '@/features/portal-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'
import { PortalLoginBridge } from '../layout/portal-login-bridge'

/** /magic-link?token=… (exact): the link of the sign-in email. */
export default function MagicLinkPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.magicLinkDocumentTitle, { brandName: brand.name })}</title>
      <PortalLoginBridge>
        <MagicLinkSignIn />
      </PortalLoginBridge>
    </AuthLayout>
  )
}
