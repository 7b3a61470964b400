import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { FormError } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { verifyMagicLink } from '../api/verify-magic-link'
import { useProviderSignIn } from '../hooks/use-provider-sign-in'
import { CUSTOMER_LOGIN_PATH } from '../lib/customer-login-target'
import { readPendingSignIn } from '../lib/pending-sign-in'
import { classifyProviderError } from '../lib/provider-errors'
import { ProviderSignInError } from '../lib/provider-sign-in'
import { customerLoginMessages as m } from '../messages'
import type { CustomerLoginState } from './customer-login'
import { providerErrorText } from './error-text'

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
 * /idpcallback and /login-redirect: finish a sign-in from the `code` and `state` query
 * parameters (a provider code, e.g. from the provider's /idp/auth), then /dashboard. A code
 * whose state is not this browser's pending sign-in is refused without any call (login CSRF).
 * Without a code, or when completing fails, back to /customer-login (which shows the failure).
 */
export function ProviderCallback() {
  const [params] = useSearchParams()
  const code = params.get('code')
  const state = params.get('state')
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
    complete({ code, state }).catch((error: unknown) => back(error))
  })

  return <SigningIn />
}

const isBindingFailure = (error: unknown) => error instanceof ProviderSignInError && error.reason === 'binding'

/**
 * /magic-link?token=…: uses the emailed link (magic-link verify), then completes the sign-in.
 * An invalid or expired link shows its message and a way to ask for a new one. The link only
 * completes in the browser that asked for it: in a browser with no pending sign-in the link is
 * not even used (it still works where it was asked for), and a code this browser cannot redeem
 * says so — open the link in the browser where you asked for it, or ask for a new one.
 */
export function MagicLinkSignIn() {
  const intl = useIntl()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const complete = useProviderSignIn()
  const back = useBackToCustomerLogin()
  const [failure, setFailure] = useState<string | null>(() => (token ? null : providerErrorText(intl, { kind: 'linkInvalid' })))
  const started = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    const otherBrowser = () => setFailure(intl.formatMessage(m.linkOtherBrowser))
    if (!readPendingSignIn()) {
      otherBrowser()
      return
    }
    verifyMagicLink(token).then(
      (answer) => complete(answer).catch((error: unknown) => (isBindingFailure(error) ? otherBrowser() : back(error))),
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
