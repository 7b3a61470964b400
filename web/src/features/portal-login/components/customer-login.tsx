import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useSearchParams } from 'react-router'
import { FormError } from '@/components/forms/form-fields'
import { resumeProviderSession } from '../api/resume-provider-session'
import { usePortalLoginSession } from '../hooks/use-portal-login-session'
import { useProviderSignIn } from '../hooks/use-provider-sign-in'
import { beginSignIn } from '../lib/pending-sign-in'
import type { ProviderSignInFailure } from '../lib/provider-sign-in'
import { ProviderSignInError } from '../lib/provider-sign-in'
import { customerLoginMessages as m } from '../messages'
import { signInFailureText } from './error-text'
import { MagicLinkMethod } from './magic-link-method'
import { PasswordMethod } from './password-method'
import { SmsMethod } from './sms-method'

export const SIGN_IN_METHODS = ['password', 'sms', 'magic-link'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

/** `?method=sms` (or `magic-link`, `password`) opens that tab first. */
export const METHOD_PARAM = 'method'

/** Router state a page passes when it sends the customer here after a failed sign-in. */
export interface CustomerLoginState {
  signInError?: ProviderSignInFailure
}

const TAB_LABELS = { password: m.tabPassword, sms: m.tabSms, 'magic-link': m.tabMagicLink } as const

const isMethod = (value: string | null): value is SignInMethod => (SIGN_IN_METHODS as readonly string[]).includes(value ?? '')

/**
 * The /customer-login page body: three sign-in
 * methods in tabs (role=tablist; arrow keys, Home and End move between them), each ending in
 * the shared completion and /dashboard. On mount a live provider session is tried silently
 * (acr `cookie`).
 */
export function CustomerLogin() {
  const intl = useIntl()
  const { loggingOut } = usePortalLoginSession()
  const complete = useProviderSignIn()
  const [searchParams] = useSearchParams()
  const { state } = useLocation() as { state: CustomerLoginState | null }
  const id = useId()

  const [method, setMethod] = useState<SignInMethod>(() => {
    const wanted = searchParams.get(METHOD_PARAM)
    return isMethod(wanted) ? wanted : 'password'
  })
  const [resuming, setResuming] = useState(false)
  const [pageError, setPageError] = useState<string | null>(() =>
    state?.signInError ? signInFailureText(intl, new ProviderSignInError(state.signInError, null)) : null,
  )
  const errorRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef(new Map<SignInMethod, HTMLButtonElement>())

  // A browser with a live provider session signs in without asking (acr cookie). Tried once,
  // bound to this browser like every start.
  const tried = useRef(false)
  useEffect(() => {
    if (tried.current || loggingOut) return
    tried.current = true
    beginSignIn()
      .then(resumeProviderSession)
      .then(
        async (answer) => {
          setResuming(true)
          try {
            await complete(answer)
          } catch (error) {
            setResuming(false)
            setPageError(signInFailureText(intl, error))
          }
        },
        () => {
          // No live provider session: the customer picks a method.
        },
      )
  }, [complete, intl, loggingOut])

  // A page-level error is announced (role=alert) and takes the focus.
  useEffect(() => {
    if (pageError) errorRef.current?.focus()
  }, [pageError])

  const select = (next: SignInMethod) => {
    setMethod(next)
    tabRefs.current.get(next)?.focus()
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SIGN_IN_METHODS.indexOf(method)
    const last = SIGN_IN_METHODS.length - 1
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = SIGN_IN_METHODS[target]
    if (next) select(next)
  }

  const tabId = (value: SignInMethod) => `${id}-tab-${value}`
  const panelId = (value: SignInMethod) => `${id}-panel-${value}`

  return (
    <div className="flex flex-col gap-2">
      <div>
        <h1 className="text-2xl font-bold">{intl.formatMessage(m.title)}</h1>
        <p className="mt-0.5 text-ink-muted">{intl.formatMessage(m.intro)}</p>
      </div>

      {pageError ? (
        <div ref={errorRef} tabIndex={-1} className="rounded-card outline-none focus-visible:outline-3 focus-visible:outline-primary-700">
          <FormError>{pageError}</FormError>
        </div>
      ) : null}

      {resuming ? (
        <div role="status" className="flex items-center justify-center gap-1.5 py-4">
          <span aria-hidden="true" className="size-3 animate-spin rounded-full border-4 border-primary-100 border-t-primary" />
          <span className="font-semibold">{intl.formatMessage(m.signingIn)}</span>
        </div>
      ) : null}

      <div hidden={resuming} className="flex flex-col gap-2">
        <div role="tablist" aria-label={intl.formatMessage(m.methods)} className="grid grid-cols-3 gap-0.5 rounded-card bg-surface p-0.5">
          {SIGN_IN_METHODS.map((value) => {
            const selected = value === method
            return (
              <button
                key={value}
                ref={(element) => {
                  if (element) tabRefs.current.set(value, element)
                  else tabRefs.current.delete(value)
                }}
                type="button"
                role="tab"
                id={tabId(value)}
                aria-selected={selected}
                aria-controls={panelId(value)}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(value)}
                onKeyDown={onTabKeyDown}
                className={`min-h-6 rounded-lg px-1 py-1 text-sm leading-tight font-semibold transition-colors focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-700 ${
                  selected ? 'bg-white text-primary shadow-sm ring-1 ring-neutral-200' : 'text-ink-muted hover:text-ink'
                }`}
              >
                {intl.formatMessage(TAB_LABELS[value])}
              </button>
            )
          })}
        </div>

        <div role="tabpanel" id={panelId('password')} aria-labelledby={tabId('password')} hidden={method !== 'password'}>
          <PasswordMethod complete={complete} />
        </div>
        <div role="tabpanel" id={panelId('sms')} aria-labelledby={tabId('sms')} hidden={method !== 'sms'}>
          <SmsMethod complete={complete} />
        </div>
        <div role="tabpanel" id={panelId('magic-link')} aria-labelledby={tabId('magic-link')} hidden={method !== 'magic-link'}>
          <MagicLinkMethod />
        </div>
      </div>
    </div>
  )
}
