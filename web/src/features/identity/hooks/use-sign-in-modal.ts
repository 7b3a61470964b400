import { createContext, use } from 'react'
import type { RegistrationData } from '../api/register-customer'

export type SignInView = 'login' | 'register' | 'password'

export interface SignInModalOptions {
  /** The view it opens on (default 'login'). */
  initialView?: SignInView
  /** After a sign-in (and the welcome toast). */
  onSuccess?: () => void | Promise<void>
  /** After a registration (the new customer is signed in). */
  onRegistered?: (profile: Omit<RegistrationData, 'password'>) => void | Promise<void>
}

export interface SignInModalApi {
  /** Opens the sign-in modal (its code is loaded on the first open). */
  open: (options?: SignInModalOptions) => void
  close: () => void
  /** Starts loading the modal's code (e.g. on hover of a trigger). */
  preload: () => void
}

export const SignInModalContext = createContext<SignInModalApi | null>(null)

export function useSignInModal(): SignInModalApi {
  const api = use(SignInModalContext)
  if (!api) throw new Error('useSignInModal must be used within a SignInModalProvider')
  return api
}
