/**
 * The account deletion request below the /delete-account page. Signed out: a link to sign in
 * that comes back here. Signed in: a checkbox the customer must check ("can't be undone") and
 * "Delete my account", which opens a confirmation window (a Radix Dialog, as the app's other
 * windows: focus moves in, to Cancel first, and back; Escape closes; the page behind is inert);
 * "Yes, delete my account" sends the request. Recorded (now,
 * or on an earlier visit), the reference shows instead of the form. A failure says so and keeps
 * the form as it was. What the session is comes from the page (src/app), never from the
 * server's render: it is filled in after hydration.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { CheckboxField } from '@/components/forms/form-controls'
import { FormError } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useAccountDeletion, useAccountDeletionParams } from '../api/get-account-deletion'
import { useRequestAccountDeletion } from '../api/request-account-deletion'
import { accountDeletionMessages as m } from '../messages/account-deletion'

/** The shopper session as the page knows it: `loading` until the browser has it (and on the server). */
export type DeleteAccountSession = 'loading' | 'guest' | 'registered'

export interface DeleteAccountFormProps {
  session: DeleteAccountSession
  /** The signed-in customer's id (registered sessions). */
  customerId: string | null
  /** The app path that sign-in comes back to (this page, with its query). */
  returnTo: string
}

export function DeleteAccountForm({ session, customerId, returnTo }: DeleteAccountFormProps) {
  const intl = useIntl()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="flex max-w-[72ch] flex-col gap-2 rounded-card bg-surface p-2 md:p-3">
      <h2 id={titleId} className="text-2xl font-bold">
        {intl.formatMessage(m.title)}
      </h2>
      {session === 'loading' ? <InlineSpinner /> : null}
      {session === 'guest' ? <SignInPrompt returnTo={returnTo} /> : null}
      {session === 'registered' && customerId ? <SignedInRequest customerId={customerId} /> : null}
    </section>
  )
}

function SignInPrompt({ returnTo }: { returnTo: string }) {
  const intl = useIntl()
  return (
    <p>
      {intl.formatMessage(m.signInText)}{' '}
      <Link
        to="/login"
        state={{ from: returnTo }}
        className="font-semibold text-primary underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
      >
        {intl.formatMessage(m.signIn)}
      </Link>
    </p>
  )
}

function SignedInRequest({ customerId }: { customerId: string }) {
  const intl = useIntl()
  const params = useAccountDeletionParams(customerId)
  const current = useAccountDeletion(params)
  const request = useRequestAccountDeletion(params)
  const [understood, setUnderstood] = useState(false)
  const [unchecked, setUnchecked] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [failed, setFailed] = useState(false)
  const checkboxRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)

  if (current.isPending) return <InlineSpinner />
  if (current.isError) {
    return (
      <div className="flex flex-col items-start gap-1">
        <FormError>{intl.formatMessage(m.loadError)}</FormError>
        <button type="button" className={buttonStyles.secondary} onClick={() => void current.refetch()}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    )
  }
  if (current.data.requested) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className="rounded-card bg-primary-50 p-1.5 font-semibold outline-none">
        {intl.formatMessage(m.requested, { reference: current.data.reference ?? '' })}
      </p>
    )
  }

  const send = () => {
    setFailed(false)
    request.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: () => {
        setFailed(true)
        setConfirming(false)
      },
    })
  }

  return (
    <>
      <form
        noValidate
        className="flex flex-col items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!understood) {
            setUnchecked(true)
            checkboxRef.current?.focus()
            return
          }
          setFailed(false)
          setConfirming(true)
        }}
      >
        <CheckboxField
          ref={checkboxRef}
          label={intl.formatMessage(m.understand)}
          required
          checked={understood}
          error={unchecked ? intl.formatMessage(m.understandRequired) : undefined}
          onChange={(event) => {
            setUnderstood(event.target.checked)
            if (event.target.checked) setUnchecked(false)
          }}
        />
        {failed ? <FormError>{intl.formatMessage(m.failed)}</FormError> : null}
        <button ref={buttonRef} type="submit" className={buttonStyles.primary}>
          {intl.formatMessage(m.submit)}
        </button>
      </form>
      {confirming ? (
        <ConfirmDialog
          pending={request.isPending}
          onCloseAutoFocus={(event) => {
            // Sent: the answer replaced the form, so focus goes to it; else back to the button.
            event.preventDefault()
            const target = doneRef.current ?? buttonRef.current
            target?.focus()
          }}
          onConfirm={send}
          onClose={() => {
            if (!request.isPending) setConfirming(false)
          }}
        />
      ) : null}
    </>
  )
}

function ConfirmDialog({
  pending,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  pending: boolean
  onConfirm: () => void
  onClose: () => void
  /** Where focus goes once it closes. */
  onCloseAutoFocus: (event: Event) => void
}) {
  const intl = useIntl()
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={
            'fixed inset-x-0 bottom-0 z-50 max-h-[100dvh] overflow-y-auto rounded-t-card bg-white px-2 pt-3 pb-4 shadow-xl outline-none ' +
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-32px)] sm:max-w-[480px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-4 sm:py-4'
          }
        >
          <Dialog.Title className="text-2xl font-bold">{intl.formatMessage(m.confirmTitle)}</Dialog.Title>
          <Dialog.Description className="mt-1">{intl.formatMessage(m.confirmText)}</Dialog.Description>
          <div className="mt-3 flex flex-wrap gap-1">
            <Dialog.Close disabled={pending} className={buttonStyles.secondary}>
              {intl.formatMessage(m.cancel)}
            </Dialog.Close>
            <button type="button" disabled={pending} aria-busy={pending || undefined} className={buttonStyles.primary} onClick={onConfirm}>
              {intl.formatMessage(pending ? m.sending : m.confirm)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
