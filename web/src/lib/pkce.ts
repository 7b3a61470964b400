/**
 * PKCE (RFC 7636) with WebCrypto: a 128-character verifier from the URL-safe alphabet and the
 * S256 challenge, base64url(sha256(verifier)) without padding.
 */

/** The base64url alphabet: 64 unreserved characters, so `byte & 63` picks one without bias. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export const CODE_VERIFIER_LENGTH = 128

export function createCodeVerifier(length = CODE_VERIFIER_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let verifier = ''
  for (const byte of bytes) verifier += ALPHABET[byte & 63]
  return verifier
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export async function codeChallengeFor(verifier: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('WebCrypto is unavailable (the page needs a secure context)')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64UrlEncode(new Uint8Array(digest))
}

export interface Pkce {
  verifier: string
  challenge: string
}

export async function createPkce(): Promise<Pkce> {
  const verifier = createCodeVerifier()
  return { verifier, challenge: await codeChallengeFor(verifier) }
}
