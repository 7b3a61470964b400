import { describe, expect, it } from 'vitest'
import { isLeaseSelectorDisabledPath, isPortalPath } from './portal-routes'

describe('where the header shows the lease selector', () => {
  it('on every customer-portal route, and nowhere else', () => {
    for (const path of [
      '/dashboard',
      '/payments',
      '/profile',
      '/plan-details',
      '/profile/lease-agreement',
      '/catch-up-plans',
      '/dashboard/',
    ]) {
      expect(isPortalPath(path), path).toBe(true)
    }
    for (const path of ['/', '/cart', '/customer-login', '/product/sofa', '/dashboard/extra']) expect(isPortalPath(path), path).toBe(false)
  })

  it('disabled on the routes the spec lists (plan details under both of its paths)', () => {
    for (const path of [
      '/profile/plan-details',
      '/plan-details',
      '/profile/lease-agreement',
      '/profile/benefits-plus-confirmation-mobile',
      '/make-a-payment',
      '/review-payment',
      '/catch-up-plans',
      '/add-payment-method',
      '/review-catch-up-plan',
      '/submit-catch-up-plan',
    ]) {
      expect(isLeaseSelectorDisabledPath(path), path).toBe(true)
    }
    for (const path of ['/dashboard', '/payments', '/payment-methods', '/profile'])
      expect(isLeaseSelectorDisabledPath(path), path).toBe(false)
  })
})
