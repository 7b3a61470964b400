import { defineMessages, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { NewPasswordForm } from '@/features/identity/components/new-password-form'
import { ResetPasswordForm } from '@/features/identity/components/reset-password-form'
import { useAppConfig } from '@/lib/app-config'
import { AuthLayout } from '../layout/auth-layout'

const messages = defineMessages<{ title: { brandName: string }; description: { brandName: string } }>({
  title: {
    id: 'resetPassword.documentTitle',
    defaultMessage: 'Reset Password | {brandName}',
    description: 'Document title of the /reset-password page; {brandName} is e.g. Northwind Lease',
  },
  description: {
    id: 'resetPassword.metaDescription',
    defaultMessage: 'Reset the password of your {brandName} shopper account.',
    description: 'Meta description of the /reset-password page (shown by search engines); {brandName} is e.g. Northwind Lease',
  },
})

/**
 * /reset-password: the reset request form; with `?token=&email=` (the emailed link) the form
 * that sets the new password.
 */
export default function ResetPasswordPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const [params] = useSearchParams()
  const token = params.get('token')
  const email = params.get('email')

  return (
    <AuthLayout>
      <DocumentHead
        title={intl.formatMessage(messages.title, { brandName: brand.name })}
        description={intl.formatMessage(messages.description, { brandName: brand.name })}
      />
      {token && email ? (
        <NewPasswordForm key={token} token={token} email={email} loginPath="/login" resetPath="/reset-password" />
      ) : (
        <ResetPasswordForm loginTarget={{ to: '/login' }} />
      )}
    </AuthLayout>
  )
}
