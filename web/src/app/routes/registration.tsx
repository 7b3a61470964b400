import { useEffect } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { useToast } from '@/components/toast/toast-context'
import { RegistrationForm } from '@/features/identity/components/registration-form'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { authMessages } from '@/features/identity/messages/auth'
import { useAppConfig } from '@/lib/app-config'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { AuthLayout } from '../layout/auth-layout'

const messages = defineMessages<{ title: { brandName: string }; description: { brandName: string } }>({
  title: {
    id: 'registration.documentTitle',
    defaultMessage: 'Create Account | {brandName}',
    description: 'Document title of the /registration page; {brandName} is e.g. Northwind Lease',
  },
  description: {
    id: 'registration.metaDescription',
    defaultMessage: 'Create a {brandName} shopper account to save your details and check out faster.',
    description: 'Meta description of the /registration page (shown by search engines); {brandName} is e.g. Northwind Lease',
  },
})

export default function RegistrationPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { toast } = useToast()
  const { status } = useAuth()
  const navigate = useNavigate()
  const siteLocale = useSiteLocale()
  const home = buildHref('/', siteLocale)
  // A signed-in customer (one signed in already, or just registered here) goes home.
  useEffect(() => {
    if (status === 'registered') void navigate(home, { replace: true })
  }, [status, home, navigate])

  return (
    <AuthLayout>
      <DocumentHead
        title={intl.formatMessage(messages.title, { brandName: brand.name })}
        description={intl.formatMessage(messages.description, { brandName: brand.name })}
      />
      <RegistrationForm
        onSuccess={() => {
          toast({ title: intl.formatMessage(authMessages.accountCreated), status: 'success' })
        }}
        loginTarget={{ to: '/login' }}
      />
    </AuthLayout>
  )
}
