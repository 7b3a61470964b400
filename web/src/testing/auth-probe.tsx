/** Test-only pages for the auth tests (not part of the app). */
import { useState } from 'react'
import type { AppRoute } from '@/app/routes'
import { appRoutes } from '@/app/routes'
import { useAuth } from '@/features/identity/hooks/use-auth'
import { useGatedAction } from '@/features/identity/hooks/use-gated-action'
import { useSignInModal } from '@/features/identity/hooks/use-sign-in-modal'
import { DEMO_SHOPPER } from './auth'

export function AuthProbe() {
  const signIn = useSignInModal()
  const gate = useGatedAction()
  const { status, login } = useAuth()
  const [log, setLog] = useState<string[]>([])
  const add = (entry: string) => setLog((current) => [...current, entry])
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="log">{log.join(',')}</p>
      <button
        type="button"
        onClick={() =>
          signIn.open({
            onSuccess: () => add('success'),
            onRegistered: (profile) => add(`registered ${profile.email} ${String(profile.acceptsMarketing)}`),
          })
        }
      >
        open sign-in
      </button>
      <button type="button" onClick={() => signIn.open({ initialView: 'register' })}>
        open register
      </button>
      <button type="button" onClick={() => gate(() => add('gated action'))}>
        gated action
      </button>
      <button type="button" onClick={() => void login(DEMO_SHOPPER.email, DEMO_SHOPPER.password)}>
        sign in elsewhere
      </button>
    </div>
  )
}

/** The app's routes with the probe at `/probe` (and so at `/…/probe` under every prefix). */
export const probeRoutes: AppRoute[] = [
  { path: '/probe', page: () => Promise.resolve({ default: AuthProbe }) },
  { path: '/probe/login', page: () => Promise.resolve({ default: AuthProbe }) },
  ...appRoutes,
]
