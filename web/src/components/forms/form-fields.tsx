/**
 * Small accessible form pieces shared by the sign-in, registration and reset forms of the
 * shopper session (features/identity) and the portal's sign-in (features/portal-login).
 */
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'

const messages = defineMessages({
  showPassword: {
    id: 'auth.password.show',
    defaultMessage: 'Show password',
    description: 'Accessible label of the button that shows the typed password',
  },
  hidePassword: {
    id: 'auth.password.hide',
    defaultMessage: 'Hide password',
    description: 'Accessible label of the button that hides the typed password again',
  },
})

const inputClass =
  'block w-full rounded-card border border-neutral-500 bg-white px-1.5 py-1 text-base text-ink ' +
  'placeholder:text-neutral-500 focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-0 ' +
  'focus-visible:outline-primary-100 aria-[invalid=true]:border-danger'

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className'>

interface FieldProps extends InputProps {
  label: string
  error?: string
  /** Ids of further descriptions (e.g. the password requirements). */
  describedBy?: string
  children?: ReactNode
}

export function TextField({ label, error, describedBy, children, ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const describedByIds = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={`${inputClass} ${children ? 'pr-6' : ''}`}
          {...input}
        />
        {children}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A password input with a show/hide toggle button. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'children'>) {
  const intl = useIntl()
  const [visible, setVisible] = useState(false)
  return (
    <TextField {...props} type={visible ? 'text' : 'password'}>
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={intl.formatMessage(visible ? messages.hidePassword : messages.showPassword)}
        className="absolute inset-y-0 right-0 flex w-6 items-center justify-center rounded-r-card text-ink-muted hover:text-primary focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        {visible ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-2.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-3.2 4.3M6.6 6.6C4.4 8 2.8 10.1 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-2.5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12Z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        )}
      </button>
    </TextField>
  )
}

/** The global form error: an alert above the submit button. */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <div role="alert" className="flex items-start gap-1 rounded-card border border-danger/40 bg-red-50 p-1.5 text-sm text-danger">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-px size-2 shrink-0" fill="currentColor">
        <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1 4h2v6H9V5Zm0 8h2v2H9v-2Z" />
      </svg>
      <span>{children}</span>
    </div>
  )
}

/** Where a form's secondary action goes: an app path (a link) or a callback (a button, in the modal). */
export type ActionTarget = { to: string } | { onClick: () => void }

const textActionClass =
  'rounded font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'

export function TextAction({ target, children }: { target: ActionTarget; children: ReactNode }) {
  if ('to' in target) {
    return (
      <Link to={target.to} className={textActionClass}>
        {children}
      </Link>
    )
  }
  return (
    <button type="button" onClick={target.onClick} className={textActionClass}>
      {children}
    </button>
  )
}

/** Renders a form title; the modal passes its Dialog.Title, pages use an h1. */
export type TitleRenderer = (text: string) => ReactNode

export const pageTitle: TitleRenderer = (text) => <h1 className="text-2xl font-bold">{text}</h1>

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The forms' submit button: disabled and aria-busy while submitting; a click clears the global
 * form error (spec: the global form error "is cleared when the submit button is clicked").
 */
export function SubmitButton({
  submitting,
  clearGlobalError,
  children,
}: {
  submitting: boolean
  clearGlobalError: () => void
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting || undefined}
      onClick={clearGlobalError}
      className={`${buttonStyles.brand} w-full`}
    >
      {children}
    </button>
  )
}
