/** The visit's tracking parameters become cookies only with consent to campaign tracking. */
import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCEPT_ALL, NECESSARY_ONLY } from '@/features/consent/lib/consent-rules'
import { saveConsent } from '@/features/consent/lib/consent-store'
import { cookieRemoval, removeTrackingCookies, trackingCookies } from '@/lib/tracking-params'
import { renderWithProviders } from '@/testing/render'
import { TrackingCapture } from './tracking-capture'

const kept = () => Object.fromEntries(trackingCookies(document.cookie))

let cookieWrites: string[]

beforeEach(() => {
  cookieWrites = []
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value)
    descriptor.set!.call(document, value)
  })
  vi.spyOn(Math, 'random').mockReturnValue(0.25)
  vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000)
})

afterEach(() => {
  removeTrackingCookies()
  document.cookie = cookieRemoval('referral_code')
  Object.defineProperty(document, 'referrer', { value: '', configurable: true })
})

describe('TrackingCapture', () => {
  it('sets no tracking cookie before the visitor chooses (only the referral code), then keeps the landing page’s campaign once they accept', () => {
    renderWithProviders(<TrackingCapture />, { path: '/partner?utm_source=email&utm_campaign=spring&gclid=g-1&referral_code=R42' })
    // The referral code decides what a referred shopper is shown: kept whatever the choice.
    expect(cookieWrites).toEqual(['referral_code=R42; Max-Age=604800; Path=/; SameSite=Lax'])
    expect(kept()).toEqual({ referral_code: 'R42' })

    act(() => saveConsent(ACCEPT_ALL))
    expect(kept()).toEqual({
      referral_code: 'R42',
      gclid: 'g-1',
      davuid: '3251767225600000',
      dasrc: 'web',
      utm_source: 'email',
      utm_campaign: 'spring',
    })
    // With their lifetimes: the referral code a week, the rest two weeks.
    expect(cookieWrites).toContain('referral_code=R42; Max-Age=604800; Path=/; SameSite=Lax')
    expect(cookieWrites).toContain('utm_source=email; Max-Age=1209600; Path=/; SameSite=Lax')
    expect(cookieWrites).toContain('davuid=3251767225600000; Max-Age=1209600; Path=/; SameSite=Lax')
  })

  it('sets no cookie after a refusal, and the opt-out removes the ones kept', () => {
    saveConsent(ACCEPT_ALL)
    renderWithProviders(<TrackingCapture />, { path: '/?utm_source=email' })
    expect(kept()).toMatchObject({ utm_source: 'email', dasrc: 'web' })

    act(() => saveConsent(NECESSARY_ONLY))
    expect(kept()).toEqual({})
    act(() => saveConsent({ performance: false, marketing: true }))
    expect(kept()).toEqual({})
  })

  it('counts a visit from a search engine as organic', () => {
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/', configurable: true })
    saveConsent(ACCEPT_ALL)
    renderWithProviders(<TrackingCapture />, { path: '/' })
    expect(kept()).toMatchObject({ utm_medium: 'organic' })
  })

  it('keeps the mobile app’s campaign for a week', () => {
    saveConsent(ACCEPT_ALL)
    renderWithProviders(<TrackingCapture />, { path: '/?utm_source=mobile-app&utm_medium=app' })
    expect(cookieWrites).toContain('utm_source=mobile-app; Max-Age=604800; Path=/; SameSite=Lax')
    expect(cookieWrites).toContain('utm_medium=app; Max-Age=604800; Path=/; SameSite=Lax')
  })
})
