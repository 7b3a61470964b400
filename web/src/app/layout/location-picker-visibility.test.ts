import { describe, expect, it } from 'vitest'
import { showsLocationPicker } from './location-picker-visibility'

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
    ]) {
      expect(showsLocationPicker(path), path).toBe(false)
    }
  })

  it('shows it everywhere else', () => {
    for (const path of ['/marketplace', '/category/furniture', '/product/sofas-001', '/search', '/partners', '/partnership', '/digitals']) {
      expect(showsLocationPicker(path), path).toBe(true)
    }
  })
})
