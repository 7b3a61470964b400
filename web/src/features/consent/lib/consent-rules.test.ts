import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL,
  consentAllows,
  consentWrites,
  feedbackScriptAllowed,
  NECESSARY_ONLY,
  parseConsent,
  trackingAllowed,
} from './consent-rules'

describe('consent rules', () => {
  it('allows only necessary storage until the visitor chooses', () => {
    expect(parseConsent(null, null)).toBeNull()
    expect(consentAllows(null, 'necessary')).toBe(true)
    expect(consentAllows(null, 'performance')).toBe(false)
    expect(consentAllows(null, 'marketing')).toBe(false)
    expect(feedbackScriptAllowed(null)).toBe(false)
    expect(trackingAllowed(null)).toBe(false)
  })

  it('keeps a choice and reads it back', () => {
    for (const choice of [ACCEPT_ALL, NECESSARY_ONLY, { performance: true, marketing: false }, { performance: false, marketing: true }]) {
      const { stored, optOut } = consentWrites(choice)
      expect(parseConsent(stored, optOut)).toEqual(choice)
    }
    expect(consentAllows(ACCEPT_ALL, 'marketing')).toBe(true)
    expect(consentAllows({ performance: true, marketing: false }, 'marketing')).toBe(false)
  })

  it('sets the opt-out flag when performance is refused and removes it when accepted', () => {
    expect(consentWrites(NECESSARY_ONLY).optOut).toBe('true')
    expect(consentWrites({ performance: false, marketing: true }).optOut).toBe('true')
    expect(consentWrites(ACCEPT_ALL).optOut).toBeNull()
  })

  it('lets the opt-out flag, set by anyone, refuse performance, block the feedback script and stop tracking', () => {
    const { stored } = consentWrites(ACCEPT_ALL)
    const optedOut = parseConsent(stored, 'true')
    expect(optedOut).toEqual({ performance: false, marketing: true })
    expect(feedbackScriptAllowed(optedOut)).toBe(false)
    expect(trackingAllowed(optedOut)).toBe(false)
    expect(feedbackScriptAllowed(parseConsent(stored, null))).toBe(true)
  })

  it('asks again for what it cannot read or another version’s choice', () => {
    expect(parseConsent('{', null)).toBeNull()
    expect(parseConsent('"yes"', null)).toBeNull()
    expect(parseConsent(JSON.stringify({ version: 0, performance: true, marketing: true }), null)).toBeNull()
    expect(parseConsent(JSON.stringify({ version: 1, performance: 'yes', marketing: true }), null)).toBeNull()
  })

  it('tracks the campaign only with marketing consent and no opt-out', () => {
    expect(trackingAllowed(ACCEPT_ALL)).toBe(true)
    expect(trackingAllowed(NECESSARY_ONLY)).toBe(false)
    expect(trackingAllowed({ performance: true, marketing: false })).toBe(false)
    expect(trackingAllowed({ performance: false, marketing: true })).toBe(false)
  })
})
