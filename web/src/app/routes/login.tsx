import { useEffect } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { useToast } from '@/components/toast/toast-context'
import { LoginForm } from '@/features/identity/components/login-form'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { authMessages } from '@/features/identity/messages/auth'
import { useAppConfig } from '@/lib/app-config'
import { sameSitePath } from '@/lib/same-site-path'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { AuthLayout } from '../layout/auth-layout'

const messages = defineMessages<{ title: { brandName: string }; description: { brandName: string } }>({
  title: {
    id: 'login.documentTitle',
    defaultMessage: 'Sign In | {brandName}',
    description: 'Document title of the /login page; {brandName} is e.g. Northwind Lease',
  },
  description: {
    id: 'login.metaDescription',
    defaultMessage: 'Sign in to your {brandName} shopper account.',
    description: 'Meta description of the /login page (shown by search engines); {brandName} is e.g. Northwind Lease',
  },
})

/**
 * Where to go after signing in: `state.from` when a page sent the shopper here and it is a path
 * on this site (never `//other.example` or the like: lib/same-site-path.ts), else home.
 */
function useAfterLoginHref(): string {
  const siteLocale = useSiteLocale()
  const { state } = useLocation() as { state: { from?: unknown } | null }
  return buildHref(sameSitePath(state?.from) ?? '/', siteLocale)
}

export default function LoginPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { toast } = useToast()
  const { status } = useAuth()
  const navigate = useNavigate()
  const next = useAfterLoginHref()

  // A customer who is signed in already has nothing to do here.
  useEffect(() => {
    if (status === 'registered') void navigate(next, { replace: true })
  }, [status, next, navigate])

  return (
    <AuthLayout>
      <DocumentHead
        title={intl.formatMessage(messages.title, { brandName: brand.name })}
        description={intl.formatMessage(messages.description, { brandName: brand.name })}
      />
      <LoginForm
        onSuccess={() => {
          toast({ title: intl.formatMessage(authMessages.welcomeBack), status: 'success' })
        }}
        registerTarget={{ to: '/registration' }}
        forgotPasswordTarget={{ to: '/reset-password' }}
      />
    </AuthLayout>
  )
}
