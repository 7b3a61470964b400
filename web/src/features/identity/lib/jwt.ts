/** Reads (never verifies: the server does) the payload of a JWT access token. */

export interface AccessTokenClaims {
  /** The customer id. */
  sub?: string
  /** 'guest' or 'registered'. */
  customer_type?: string
  usid?: string
  /** Expiry, seconds since the epoch. */
  exp?: number
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload))
    return claims && typeof claims === 'object' ? claims : null
  } catch {
    return null
  }
}
