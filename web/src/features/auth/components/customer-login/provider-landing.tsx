import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { verifyMagicLink } from '../../api/idp'
import { useProviderSignIn } from '../../hooks/use-provider-sign-in'
import { CUSTOMER_LOGIN_PATH } from '../../lib/customer-login-target'
import { classifyProviderError } from '../../lib/provider-errors'
import { ProviderSignInError } from '../../lib/provider-sign-in'
import { FormError } from '../form-fields'
import { providerErrorText } from './error-text'
import type { CustomerLoginState } from './customer-login'
import { customerLoginMessages as m } from './messages'

function SigningIn() {
  const intl = useIntl()
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-4 text-center">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-4 border-primary-100 border-t-primary" />
      <h1 className="text-xl font-bold">{intl.formatMessage(m.signingIn)}</h1>
    </div>
  )
}

/** Sends the customer to /customer-login (replace), with the reason of a failed completion. */
function useBackToCustomerLogin() {
  const navigate = useNavigate()
  const siteLocale = useSiteLocale()
  const latest = useRef(siteLocale)
  useEffect(() => {
    latest.current = siteLocale
  })
  return (error?: unknown) => {
    const state: CustomerLoginState | null =
      error === undefined ? null : { signInError: error instanceof ProviderSignInError ? error.reason : 'generic' }
    void navigate(buildHref(CUSTOMER_LOGIN_PATH, latest.current), { replace: true, state })
  }
}

/**
 * /idpcallback and /login-redirect: finish a sign-in from the `code` query parameter (a
 * provider code), then /dashboard. Without a code, or when completing fails, back to
 * /customer-login (which shows the failure).
 */
export function ProviderCallback() {
  const [params] = useSearchParams()
  const code = params.get('code')
  const complete = useProviderSignIn()
  const back = useBackToCustomerLogin()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!code) {
      back()
      return
    }
    complete(code).catch((error: unknown) => back(error))
  })

  return <SigningIn />
}

/**
 * /magic-link?token=…: uses the emailed link (magic-link verify), then completes the sign-in.
 * An invalid or expired link shows its message and a way to ask for a new one.
 */
export function MagicLinkSignIn() {
  const intl = useIntl()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const complete = useProviderSignIn()
  const back = useBackToCustomerLogin()
  const [failure, setFailure] = useState<string | null>(() =>
    token ? null : providerErrorText(intl, { kind: 'linkInvalid' }),
  )
  const started = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    verifyMagicLink(token).then(
      ({ code }) => complete(code).catch((error: unknown) => back(error)),
      (error: unknown) => setFailure(providerErrorText(intl, classifyProviderError(error))),
    )
  })

  useEffect(() => {
    if (failure) headingRef.current?.focus()
  }, [failure])

  if (!failure) return <SigningIn />

  return (
    <div className="flex flex-col gap-2">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {intl.formatMessage(m.linkFailedTitle)}
      </h1>
      <FormError>{failure}</FormError>
      <Link to={`${CUSTOMER_LOGIN_PATH}?method=magic-link`} className={`${buttonStyles.brand} w-full`}>
        {intl.formatMessage(m.requestNewLink)}
      </Link>
    </div>
  )
}
