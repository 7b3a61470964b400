/**
 * Idempotency keys of submits (the server's `Idempotency-Key`): one key per submit, the same key
 * when that same submit is sent again. A submit is "the same" when its body is the body of the
 * last attempt and that attempt has not been answered for good — it failed to arrive, the
 * processor was down (503; the server released the key), or it is still running. A new body,
 * or any body after an answered attempt, is a new submit with a new key.
 *
 * For a payment, a 503 means the processor did not answer: it may still go through, and the
 * retry under the same key charges the same reference. Every submit of the portal (payment
 * methods, payments, catch-up plans) makes its keys here.
 *
 * Keys are made when the customer submits (an event handler), never during render. The last
 * body is kept in memory only (it may hold a card number): never stored, logged or sent
 * anywhere but to the server.
 */

/** A fresh key: a random UUID (WebCrypto; `getRandomValues` where `randomUUID` is missing, e.g. plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface SubmitKeys {
  /** The key to send `body` with: the last attempt's when this is that submit again, else a new one. */
  keyFor(body: unknown): string
  /** The last attempt was answered for good (a success, or a refusal to keep): the next submit is new. */
  settle(): void
}

export function createSubmitKeys(makeKey: () => string = newIdempotencyKey): SubmitKeys {
  let last: { body: string; key: string } | null = null
  return {
    keyFor(body) {
      const text = JSON.stringify(body)
      if (last?.body !== text) last = { body: text, key: makeKey() }
      return last.key
    },
    settle() {
      last = null
    },
  }
}
