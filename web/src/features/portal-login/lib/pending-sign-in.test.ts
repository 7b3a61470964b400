import { describe, expect, it } from 'vitest'
import { codeChallengeFor } from '@/lib/pkce'
import {
  beginSignIn,
  clearPendingSignIn,
  PENDING_SIGN_IN_KEY,
  PENDING_SIGN_IN_TTL_MS,
  readPendingSignIn,
  SignInBindingError,
  verifierFor,
  type PendingSignIn,
} from './pending-sign-in'

const stored = () => JSON.parse(window.localStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as PendingSignIn | null
const T0 = 1_800_000_000_000

describe('the pending sign-in (browser binding of the identity-provider sign-in)', () => {
  it('a start stores {state, verifier, createdAt} in localStorage and sends its S256 challenge and state', async () => {
    const binding = await beginSignIn(T0)
    const pending = stored()!
    expect(pending).toEqual({ state: binding.state, verifier: expect.any(String) as string, createdAt: T0 })
    expect(pending.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{128}$/)
    expect(binding.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(binding.codeChallenge).toBe(await codeChallengeFor(pending.verifier))
    expect(window.sessionStorage.length).toBe(0)
  })

  it('a start while one is pending reuses it and restarts its 20 minutes', async () => {
    const first = await beginSignIn(T0)
    const second = await beginSignIn(T0 + 15 * 60_000)
    expect(second).toEqual(first)
    expect(stored()?.createdAt).toBe(T0 + 15 * 60_000)
    // Still pending 19 minutes after the last start.
    expect(readPendingSignIn(T0 + 34 * 60_000)?.state).toBe(first.state)
  })

  it('expires about 20 minutes after the last start (then removed); a new start makes a new one', async () => {
    const first = await beginSignIn(T0)
    expect(readPendingSignIn(T0 + PENDING_SIGN_IN_TTL_MS)).not.toBeNull()
    expect(readPendingSignIn(T0 + PENDING_SIGN_IN_TTL_MS + 1)).toBeNull()
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
    const next = await beginSignIn(T0 + PENDING_SIGN_IN_TTL_MS + 2)
    expect(next.state).not.toBe(first.state)
    expect(next.codeChallenge).not.toBe(first.codeChallenge)
  })

  it('ignores (and removes) what it cannot trust: garbage, wrong shapes, a time in the future', () => {
    for (const raw of [
      'not json',
      '{}',
      JSON.stringify({ state: 'short', verifier: 'v'.repeat(128), createdAt: T0 }),
      JSON.stringify({ state: 's'.repeat(43), verifier: 'bad verifier!', createdAt: T0 }),
      JSON.stringify({ state: 's'.repeat(43), verifier: 'v'.repeat(128), createdAt: 'now' }),
      JSON.stringify({ state: 's'.repeat(43), verifier: 'v'.repeat(128), createdAt: T0 + 3_600_000 }),
    ]) {
      window.localStorage.setItem(PENDING_SIGN_IN_KEY, raw)
      expect(readPendingSignIn(T0)).toBeNull()
      expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
    }
  })

  it('gives the verifier only for the pending state', async () => {
    const { state } = await beginSignIn(T0)
    expect(verifierFor(state, T0 + 1000)).toBe(stored()?.verifier)
    for (const other of [`${state}x`, state.slice(1), 'state-of-another-browser', '', null, undefined]) {
      expect(() => verifierFor(other, T0)).toThrow(SignInBindingError)
    }
    try {
      verifierFor('state-of-another-browser', T0)
    } catch (error) {
      expect((error as SignInBindingError).failure).toBe('state-mismatch')
    }
  })

  it('gives no verifier without a pending sign-in: none, expired or cleared', async () => {
    const failure = (state: string, now = T0) => {
      try {
        verifierFor(state, now)
        return null
      } catch (error) {
        return (error as SignInBindingError).failure
      }
    }
    expect(failure('anything-at-all')).toBe('no-pending-sign-in')
    const { state } = await beginSignIn(T0)
    expect(failure(state, T0 + PENDING_SIGN_IN_TTL_MS + 1)).toBe('no-pending-sign-in')
    await beginSignIn(T0)
    clearPendingSignIn()
    expect(failure(state)).toBe('no-pending-sign-in')
  })
})
