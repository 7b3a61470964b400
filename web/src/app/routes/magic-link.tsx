import { useIntl } from 'react-intl'
import { MagicLinkSignIn } from '@/features/auth/components/customer-login/provider-landing'
import { customerLoginFormats } from '@/features/auth/components/customer-login/messages'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'

/** /magic-link?token=… (exact): the link of the sign-in email. */
export default function MagicLinkPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <AuthLayout>
      <title>{intl.formatMessage(customerLoginFormats.magicLinkDocumentTitle, { brandName: brand.name })}</title>
      <MagicLinkSignIn />
    </AuthLayout>
  )
}
