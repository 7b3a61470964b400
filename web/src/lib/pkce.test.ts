import { describe, expect, it } from 'vitest'
import { codeChallengeFor, createCodeVerifier, createPkce } from './pkce'

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    // The appendix's full 43-character verifier (a truncated one hashes to something else).
    await expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('makes 128-character URL-safe verifiers that differ each time', () => {
    const a = createCodeVerifier()
    const b = createCodeVerifier()
    expect(a).toHaveLength(128)
    expect(a).toMatch(/^[A-Za-z0-9_-]{128}$/)
    expect(a).not.toBe(b)
  })

  it('pairs a verifier with its challenge (43 characters, no padding)', async () => {
    const { verifier, challenge } = await createPkce()
    expect(challenge).toBe(await codeChallengeFor(verifier))
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})
