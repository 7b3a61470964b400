import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { useToast } from '@/components/toast/toast-context'
import { authMessages } from '../messages/auth'
import { useAuth } from './use-auth'
import { useSignInModal } from './use-sign-in-modal'

/** The login page is any path ending in /login. */
export function isLoginPath(pathname: string): boolean {
  return /\/login\/?$/.test(pathname)
}

/**
 * Gated actions need a registered customer. Returns `gate(action)`: a
 * registered customer runs the action at once; a guest gets the sign-in modal, and the action
 * runs after signing in; on the login page a guest gets the info toast
 * 'Please sign in to continue!' instead of the modal.
 */
export function useGatedAction() {
  const intl = useIntl()
  const { toast } = useToast()
  const { status } = useAuth()
  const signIn = useSignInModal()
  const { pathname } = useLocation()

  return useCallback(
    (action: () => void | Promise<void>) => {
      if (status === 'registered') return void action()
      if (isLoginPath(pathname)) {
        toast({ title: intl.formatMessage(authMessages.signInToContinue), status: 'info' })
        return
      }
      signIn.open({ onSuccess: action })
    },
    [status, pathname, toast, intl, signIn],
  )
}
