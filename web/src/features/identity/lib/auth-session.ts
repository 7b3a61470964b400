/**
 * The shopper session (SLAS, public client with PKCE), outside React.
 *
 * - start(): boots once: the `refresh_token` grant (the server's HttpOnly cookie); if that
 *   fails, a guest login (authorize hint=guest → token).
 * - The access token lives in memory only. It is refreshed ~60 s before its `exp`, and on
 *   demand after a 401 (refreshAccessToken). A failed refresh falls back to a new guest session.
 * - login() / register() / logout() move between guest and registered.
 * - Implements the API client's ApiAuth, so calls carry the bearer token and correlation id.
 *
 * React reads it through useSyncExternalStore (subscribe / getSnapshot). The SLAS calls
 * themselves are loaded when the session first needs one (api/slas-calls.ts).
 */
import type { TokenResponse } from '@/api/types'
import { runAfterLogin, type SessionTokens } from '@/lib/after-login'
import type { ApiAuth } from '@/lib/api-context'
import { runBeforeLogout } from '@/lib/customer-auth-events'
import { CUSTOMER_LOGGED_IN_KEY, writeSession } from '@/lib/session-storage'
import type { RegistrationData } from '../api/register-customer'
import type { SlasParams } from '../api/slas'
import { decodeAccessToken } from './jwt'

/** The SLAS calls: a chunk of their own, loaded by the first one the session makes. */
const slas = () => import('../api/slas-calls')

export type AuthStatus = 'loading' | 'guest' | 'registered'

export interface AuthSnapshot {
  status: AuthStatus
  customerId: string | null
  usid: string | null
  accessToken: string | null
  /** Expiry of the access token, ms since the epoch (0 without a token). */
  expiresAt: number
  /** Set when no session at all could be had (e.g. the server is unreachable). */
  error: Error | null
}

/** The token fields of a session minted elsewhere (e.g. the token exchange). */
export type AdoptedTokens = Pick<TokenResponse, 'access_token' | 'customer_id' | 'usid' | 'expires_in'>

export const LOADING_SNAPSHOT: AuthSnapshot = Object.freeze({
  status: 'loading',
  customerId: null,
  usid: null,
  accessToken: null,
  expiresAt: 0,
  error: null,
})

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000

/** Steps named in auth failure logs. */
export type AuthFailureStep = 'platform logout'

export interface AuthSessionOptions {
  /** Called (and awaited) when a step fails, before the error is rethrown: the logger call. */
  onFailure?: (step: AuthFailureStep, error: unknown, customerId: string | null) => Promise<void> | void
  now?: () => number
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

export class AuthSession implements ApiAuth {
  private snapshot: AuthSnapshot = LOADING_SNAPSHOT
  private readonly listeners = new Set<() => void>()
  private booting: Promise<void> | null = null
  private refreshing: Promise<string | null> | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private readonly now: () => number

  constructor(
    readonly params: SlasParams,
    private readonly options: AuthSessionOptions = {},
  ) {
    this.now = options.now ?? Date.now
  }

  // --- store -------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): AuthSnapshot => this.snapshot

  private set(next: AuthSnapshot) {
    this.snapshot = next
    this.schedule()
    for (const listener of [...this.listeners]) listener()
  }

  private apply(tokens: AdoptedTokens) {
    const claims = decodeAccessToken(tokens.access_token)
    const expiresAt = claims?.exp ? claims.exp * 1000 : this.now() + tokens.expires_in * 1000
    this.set({
      status: claims?.customer_type === 'registered' ? 'registered' : 'guest',
      customerId: tokens.customer_id || claims?.sub || null,
      usid: tokens.usid || claims?.usid || null,
      accessToken: tokens.access_token,
      expiresAt,
      error: null,
    })
  }

  private fail(error: unknown) {
    this.set({ ...LOADING_SNAPSHOT, status: 'guest', error: toError(error) })
  }

  // --- lifecycle ---------------------------------------------------------------------------

  /** Boots the session (once) and keeps it refreshed until stop(). */
  start(): Promise<void> {
    this.running = true
    this.schedule()
    return this.ready()
  }

  stop(): void {
    this.running = false
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Resolves once the first session (restored, guest, or failed) is known. */
  ready(): Promise<void> {
    this.booting ??= this.boot()
    return this.booting
  }

  private async boot(): Promise<void> {
    try {
      const { refreshAccessToken } = await slas()
      this.apply(await refreshAccessToken(this.params))
      return
    } catch {
      // No (valid) refresh cookie: start a guest session.
    }
    try {
      this.apply(await this.guestTokens(null))
    } catch (error) {
      this.fail(error)
    }
  }

  private schedule() {
    clearTimeout(this.timer)
    this.timer = undefined
    const { accessToken, expiresAt } = this.snapshot
    if (!this.running || !accessToken) return
    const delay = Math.max(expiresAt - REFRESH_MARGIN_MS - this.now(), 1000)
    this.timer = setTimeout(() => void this.refreshAccessToken(), delay)
  }

  private async guestTokens(usid: string | null): Promise<TokenResponse> {
    const { authorizeGuest, createPkce, exchangeCode } = await slas()
    const pkce = await createPkce()
    const code = await authorizeGuest(this.params, pkce.challenge, usid)
    return exchangeCode(this.params, code, pkce.verifier)
  }

  // --- ApiAuth -----------------------------------------------------------------------------

  async getAccessToken(): Promise<string | null> {
    await this.ready()
    if (this.refreshing) return this.refreshing
    const { accessToken, expiresAt } = this.snapshot
    if (accessToken && this.now() < expiresAt - REFRESH_MARGIN_MS) return accessToken
    return this.refreshAccessToken()
  }

  /** The refresh_token grant; when it fails, a new guest session. Concurrent calls share one. */
  refreshAccessToken(): Promise<string | null> {
    this.refreshing ??= (async () => {
      try {
        const { refreshAccessToken } = await slas()
        this.apply(await refreshAccessToken(this.params))
      } catch {
        try {
          this.apply(await this.guestTokens(null))
        } catch (error) {
          this.fail(error)
        }
      }
      return this.snapshot.accessToken
    })().finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  getCustomerId(): string | null {
    return this.snapshot.customerId
  }

  // --- transitions -------------------------------------------------------------------------

  private tokensOf(snapshot: AuthSnapshot): SessionTokens | null {
    if (!snapshot.accessToken || !snapshot.customerId) return null
    return { customerId: snapshot.customerId, usid: snapshot.usid, accessToken: snapshot.accessToken }
  }

  /**
   * Signs a registered customer in (POST login → token). Errors (a 401 ApiError 'Unauthorized',
   * a 429, network failures) are thrown to the form. On success sets `is_customer_logged_in`
   * and runs the after-login handlers (basket merge) before resolving.
   */
  async login(email: string, password: string): Promise<void> {
    await this.ready()
    if (this.refreshing) await this.refreshing
    const before = this.snapshot
    const guest = before.status === 'guest' ? this.tokensOf(before) : null
    const { createPkce, exchangeCode, loginRegistered } = await slas()
    const pkce = await createPkce()
    const code = await loginRegistered(this.params, { email, password }, pkce.challenge, before.usid)
    this.apply(await exchangeCode(this.params, code, pkce.verifier))
    writeSession(CUSTOMER_LOGGED_IN_KEY, 'true')
    const customer = this.tokensOf(this.snapshot)
    if (customer) await runAfterLogin({ guest, customer })
  }

  /**
   * Adopts a registered session minted outside the SLAS login (the identity-provider sign-in:
   * `obtain` is the `GET /api/token-exchange` call, after which the server's refresh cookie
   * holds this session), then runs the after-login handlers. `obtain` runs once the boot and
   * any refresh are settled, so no older answer can overwrite the session or its cookie. It
   * does not set `is_customer_logged_in` (the provider sign-in does, after the profile calls).
   * Errors are thrown to the caller.
   */
  async adoptSession(obtain: () => Promise<AdoptedTokens>): Promise<void> {
    await this.ready()
    if (this.refreshing) await this.refreshing
    const before = this.snapshot
    const guest = before.status === 'guest' ? this.tokensOf(before) : null
    this.apply(await obtain())
    const customer = this.tokensOf(this.snapshot)
    if (customer) await runAfterLogin({ guest, customer })
  }

  /** Creates the customer with the guest token, then signs them in. */
  async register(data: RegistrationData): Promise<void> {
    const { registerCustomer } = await slas()
    await registerCustomer(this.params.organizationId, this.params.siteId, data)
    await this.login(data.email, data.password)
  }

  /**
   * The before-logout handlers (the shopper context is cleared while the registered session's
   * usid is still current: the new guest session gets a new usid), then the platform logout
   * (SLAS logout with the current token; the server clears the cookie), then a new guest
   * session. A failing platform logout is reported through onFailure and rethrown; the session
   * is then left as it was. Failing handlers never stop the logout (lib/customer-auth-events).
   */
  async logout(): Promise<void> {
    await this.ready()
    const { customerId, usid, status } = this.snapshot
    if (status === 'registered' && customerId && usid) await runBeforeLogout({ customerId, usid })
    try {
      const token = await this.getAccessToken()
      const { logoutCustomer } = await slas()
      if (token) await logoutCustomer(this.params, token)
    } catch (error) {
      await this.options.onFailure?.('platform logout', error, customerId)
      throw error
    }
    try {
      this.apply(await this.guestTokens(null))
    } catch (error) {
      this.fail(error)
    }
  }
}
