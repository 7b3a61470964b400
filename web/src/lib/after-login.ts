/**
 * The hook point run after a shopper signs in.
 *
 * It lives in src/lib so that any feature (the basket) can register without importing the
 * auth feature: `onAfterLogin(async ({ guest, customer }) => { … })`. The session awaits every
 * registered handler (each one's failure is caught and written to the console) before
 * login() resolves, so the welcome toast and the success callback come after the merge.
 */

export interface SessionTokens {
  customerId: string
  usid: string | null
  accessToken: string
}

export interface AfterLoginEvent {
  /** The guest session the shopper had before signing in (its basket may need merging), if any. */
  guest: SessionTokens | null
  /** The registered customer's new session. */
  customer: SessionTokens
}

export type AfterLoginHandler = (event: AfterLoginEvent) => void | Promise<void>

const handlers = new Set<AfterLoginHandler>()

/** Registers a handler; returns the function that removes it. */
export function onAfterLogin(handler: AfterLoginHandler): () => void {
  handlers.add(handler)
  return () => {
    handlers.delete(handler)
  }
}

/** Runs every handler (in registration order); a failing handler does not stop the others. */
export async function runAfterLogin(event: AfterLoginEvent): Promise<void> {
  for (const handler of [...handlers]) {
    try {
      await handler(event)
    } catch (error) {
      console.error('An after-login handler failed', error)
    }
  }
}
