/**
 * The sign-in modal: views login, register and password. Loaded lazily
 * by SignInModalProvider. Opens on its initial view (a fresh instance per open), closes when
 * the shopper becomes registered while it is open; on login a welcome toast, then the success
 * callback; on registration the registration callback.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { TitleRenderer } from '@/components/forms/form-fields'
import { useToast } from '@/components/toast/toast-context'
import { CloseIcon } from '@/components/ui/close-icon'
import { useAuth } from '../hooks/use-auth'
import type { SignInModalOptions, SignInView } from '../hooks/use-sign-in-modal'
import { authMessages } from '../messages/auth'
import { signInModalMessages as messages } from '../messages/sign-in'
import { LoginForm } from './login-form'
import { RegistrationForm } from './registration-form'
import { ResetPasswordForm } from './reset-password-form'

const dialogTitle: TitleRenderer = (text) => <Dialog.Title className="pr-5 text-2xl font-bold">{text}</Dialog.Title>

export default function SignInModal({
  open,
  options,
  returnFocus,
  onClose,
}: {
  open: boolean
  options: SignInModalOptions
  returnFocus?: HTMLElement | null
  onClose: () => void
}) {
  const intl = useIntl()
  const { toast } = useToast()
  const { status } = useAuth()
  const [view, setView] = useState<SignInView>(options.initialView ?? 'login')
  const contentRef = useRef<HTMLDivElement>(null)
  const focusFirstField = () => contentRef.current?.querySelector<HTMLElement>('input')?.focus()

  // After a view switch, focus moves to the new view's first field.
  const shownView = useRef(view)
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    focusFirstField()
  }, [view])

  useEffect(() => {
    if (open && status === 'registered') onClose()
  }, [open, status, onClose])

  const toLogin = { onClick: () => setView('login') }

  const handleLogin = async () => {
    toast({ title: intl.formatMessage(authMessages.welcomeBack), status: 'success' })
    await options.onSuccess?.()
    onClose()
  }

  const handleRegistered: Parameters<typeof RegistrationForm>[0]['onSuccess'] = async (profile) => {
    toast({ title: intl.formatMessage(authMessages.accountCreated), status: 'success' })
    await options.onRegistered?.(profile)
    onClose()
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            focusFirstField()
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus?.isConnected) {
              event.preventDefault()
              returnFocus.focus()
            }
          }}
          data-view={view}
          className={
            'fixed inset-0 z-50 overflow-y-auto bg-white px-2 pt-3 pb-4 shadow-xl outline-none ' +
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-32px)] sm:w-[calc(100%-32px)] sm:max-w-[480px] ' +
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-4 sm:py-4'
          }
        >
          <Dialog.Close
            aria-label={intl.formatMessage(messages.close)}
            className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            <CloseIcon />
          </Dialog.Close>
          {view === 'login' ? (
            <LoginForm
              renderTitle={dialogTitle}
              onSuccess={handleLogin}
              registerTarget={{ onClick: () => setView('register') }}
              forgotPasswordTarget={{ onClick: () => setView('password') }}
            />
          ) : view === 'register' ? (
            <RegistrationForm renderTitle={dialogTitle} onSuccess={handleRegistered} loginTarget={toLogin} />
          ) : (
            <ResetPasswordForm renderTitle={dialogTitle} loginTarget={toLogin} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
