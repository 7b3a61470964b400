import { describe, expect, it } from 'vitest'
import { isPortalNavItemActive, isProfilePath, PORTAL_NAV_ITEMS, portalNavEntries } from './portal-nav'

const shown = (state: Parameters<typeof portalNavEntries>[0]) =>
  portalNavEntries(state).map(({ item, disabled }) => `${item.id}${disabled ? ' (disabled)' : ''}`)

describe('the portal navigation rules', () => {
  it('while the lease data is loading, every item is disabled', () => {
    expect(shown('loading')).toEqual(['home (disabled)', 'payments (disabled)', 'paymentMethods (disabled)', 'profile (disabled)'])
  })

  it('on no content or an error, every item but the dashboard is hidden', () => {
    expect(shown('noContent')).toEqual(['home'])
    expect(shown('error')).toEqual(['home'])
  })

  it('for a lease with a debt buyer, every item but the dashboard is disabled', () => {
    expect(shown('debtBuyer')).toEqual(['home', 'payments (disabled)', 'paymentMethods (disabled)', 'profile (disabled)'])
  })

  it('otherwise every item is there and enabled', () => {
    expect(shown('ready')).toEqual(['home', 'payments', 'paymentMethods', 'profile'])
  })
})

describe('active items', () => {
  const item = (id: string) => PORTAL_NAV_ITEMS.find((i) => i.id === id)!

  it.each([
    ['home', ['/dashboard', '/catch-up-plans', '/review-catch-up-plan', '/submit-catch-up-plan/']],
    ['payments', ['/payments', '/make-a-payment', '/review-payment']],
    ['paymentMethods', ['/payment-methods', '/add-payment-method']],
    ['profile', ['/profile', '/plan-details', '/profile/lease-agreement', '/profile/benefits-plus-confirmation-mobile']],
  ])('%s is active on its route and the routes it is also active for', (id, paths) => {
    for (const path of paths) expect(isPortalNavItemActive(item(id), path), path).toBe(true)
    expect(isPortalNavItemActive(item(id), '/cart')).toBe(false)
  })

  it('the profile pages are the Profile item’s', () => {
    expect(isProfilePath('/profile')).toBe(true)
    expect(isProfilePath('/profile/lease-agreement')).toBe(true)
    expect(isProfilePath('/plan-details')).toBe(true)
    expect(isProfilePath('/dashboard')).toBe(false)
    expect(isProfilePath('/payments')).toBe(false)
  })
})
