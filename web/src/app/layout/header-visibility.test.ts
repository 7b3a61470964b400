import { describe, expect, it } from 'vitest'
import { showsLocationPicker, showsSiteMenu } from './header-visibility'

describe('showsLocationPicker', () => {
  it('hides the picker on home and the pages with a header of their own', () => {
    for (const path of [
      '/',
      '/how-it-works',
      '/how-it-works/',
      '/solutions',
      '/partner',
      '/ecommerce',
      '/digital',
      '/digital-solutions',
      '/app-doorway',
      '/partners/acme',
      '/x/preferredlease',
      '/acceptance',
      '/synchrony-pc-richard',
      '/partners/',
      '/partners/acme/',
      '/x/partners/acme',
      '/digital/',
      '/news/app-doorway',
    ]) {
      expect(showsLocationPicker(path), path).toBe(false)
    }
  })

  it('shows it everywhere else', () => {
    for (const path of [
      '/marketplace',
      '/category/furniture',
      '/product/sofas-001',
      '/search',
      '/partners',
      '/partnership',
      '/digitals',
      '/solutions-guide',
      '/how-it-works/faq',
      '/ecommerce-partners',
    ]) {
      expect(showsLocationPicker(path), path).toBe(true)
    }
  })
})

describe('showsSiteMenu', () => {
  it('hides the site menu on the paths a referral link lands on', () => {
    for (const path of ['/marketplace/referral', '/marketplace/referral/', '/shop-online', '/find-a-store']) {
      expect(showsSiteMenu(path), path).toBe(false)
    }
  })

  it('shows it everywhere else', () => {
    for (const path of ['/', '/marketplace', '/marketplace/mobile-app-only-retailers', '/shop-online-now', '/category/furniture']) {
      expect(showsSiteMenu(path), path).toBe(true)
    }
  })
})
