import { describe, expect, it } from 'vitest'
import { sofaMaster, tireMaster } from '@/testing/product-fixtures'
import { mainImageUrl, productImages } from './product-images'

describe('productImages', () => {
  it('nothing chosen: the default (no variationAttributes) group', () => {
    expect(productImages(sofaMaster, 'large').map((i) => i.alt)).toEqual(['Harbor Reclining Sofa'])
  })

  it('a colour chosen: that colour’s group', () => {
    expect(productImages(sofaMaster, 'large', { color: 'navy' })).toEqual([
      expect.objectContaining({ alt: 'Harbor Reclining Sofa, Navy', link: '/images/catalog/sofa/1f3a5f.svg' }),
    ])
    expect(productImages(sofaMaster, 'small', { color: 'beige' })[0]?.link).toBe('/images/catalog/sofa/d8c7a8.svg')
    expect(mainImageUrl(sofaMaster, { color: 'navy' })).toBe('/images/catalog/sofa/1f3a5f.svg')
  })

  it('a choice the images do not depend on (a tire size): the default group', () => {
    expect(mainImageUrl(tireMaster, { size: '205-55r16' })).toBe(mainImageUrl(tireMaster))
  })

  it('no group of that type: no images', () => {
    expect(productImages({ ...sofaMaster, imageGroups: null }, 'large')).toEqual([])
    expect(mainImageUrl({ ...sofaMaster, imageGroups: [] })).toBeUndefined()
  })
})
