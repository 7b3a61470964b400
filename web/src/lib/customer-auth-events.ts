/**
 * Hook points of the customer auth for features the auth feature
 * cannot import (the shopper context registers here; see features/shopper-context):
 *
 * - `onLeaseCustomerSignedIn(handler)`: a registered customer with a lease-customer GUID is
 *   signed in — the GUID returned by create_customer after an identity-provider sign-in, or
 *   the profile's GUID once it is loaded (any sign-in, or a session restored on reload). It
 *   may be announced more than once for one session; handlers deduplicate.
 * - `onBeforeLogout(handler)`: run by the session's logout before the platform logout, while
 *   the registered session (its usid and token) is still current.
 *
 * The runners await every handler in registration order. A failing handler is written to the
 * console and does not stop the others or the caller. Auth failures ("set shopper
 * context", "clear shopper context") are logged, then rethrown: handlers log
 * their failure to the server (`Customer auth {step} failed: …`, with the customer id) and
 * rethrow it, and the runner is where it ends. Neither caller could do better with it: failing
 * the sign-in would put a customer who is signed in on an error page, and failing the logout
 * would keep them signed in (the session's own "platform logout" failure, which the logout
 * does handle with a message, is still rethrown as before).
 */

export interface CustomerSessionIds {
  customerId: string
  usid: string
}

export interface LeaseCustomerSignedInEvent extends CustomerSessionIds {
  customerGuid: string
}

export type BeforeLogoutEvent = CustomerSessionIds

type Handler<E> = (event: E) => void | Promise<void>

function hookPoint<E>(name: string) {
  const handlers = new Set<Handler<E>>()
  return {
    on: (handler: Handler<E>): (() => void) => {
      handlers.add(handler)
      return () => {
        handlers.delete(handler)
      }
    },
    run: async (event: E): Promise<void> => {
      for (const handler of [...handlers]) {
        try {
          await handler(event)
        } catch (error) {
          console.error(`A ${name} handler failed`, error)
        }
      }
    },
  }
}

const signedIn = hookPoint<LeaseCustomerSignedInEvent>('lease-customer sign-in')
const beforeLogout = hookPoint<BeforeLogoutEvent>('before-logout')

/** Registers a handler; returns the function that removes it. */
export const onLeaseCustomerSignedIn = signedIn.on
export const runLeaseCustomerSignedIn = signedIn.run

/** Registers a handler; returns the function that removes it. */
export const onBeforeLogout = beforeLogout.on
export const runBeforeLogout = beforeLogout.run
