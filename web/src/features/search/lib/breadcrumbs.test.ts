import { describe, expect, it } from 'vitest'
import { breadcrumbList, categoryCrumbs } from './breadcrumbs'

describe('category breadcrumbs', () => {
  const tree = [
    { id: 'furniture', name: 'Furniture' },
    { id: 'living-room', name: 'Living Room' },
    { id: 'sofas', name: 'Sofas' },
  ]

  it('links every category of the trail', () => {
    expect(categoryCrumbs(tree).map((c) => c.path)).toEqual(['/category/furniture', '/category/living-room', '/category/sofas'])
  })

  it('is a schema.org BreadcrumbList', () => {
    expect(breadcrumbList(categoryCrumbs(tree))).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Furniture', item: '/category/furniture' },
        { '@type': 'ListItem', position: 2, name: 'Living Room', item: '/category/living-room' },
        { '@type': 'ListItem', position: 3, name: 'Sofas', item: '/category/sofas' },
      ],
    })
    expect(breadcrumbList(categoryCrumbs(tree.slice(0, 1)), (p) => `/es-US${p}`)).toMatchObject({
      itemListElement: [{ item: '/es-US/category/furniture' }],
    })
  })
})
