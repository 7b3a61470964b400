import { describe, expect, it } from 'vitest'
import { partnerLink } from './marketplace-links'

describe('partnerLink', () => {
  it('adds the marketplace campaign and keeps the link’s own parameters', () => {
    expect(partnerLink('https://shop.example/northwind?store=12')).toBe('https://shop.example/northwind?store=12&utm_campaign=marketplace')
    expect(partnerLink('https://shop.example/?utm_campaign=old', 'spring')).toBe('https://shop.example/?utm_campaign=spring')
  })

  it('never links anything but a web page', () => {
    expect(partnerLink('javascript:alert(1)')).toBe('#')
  })
})
