/** A retailer's tile: its name links to the how-to-shop window; the first row's pictures come first. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import type { Retailer } from '../api/get-retailers'
import { RetailerTile } from './retailer-tile'

const retailer: Retailer = {
  id: 'ashford',
  name: 'Ashford Home',
  image: '/images/marketplace/ashford/icon.svg',
  banner_image: '/images/marketplace/ashford/tile.svg',
  integrated: true,
  distance: null,
  partnerUrl: 'https://ashford.example/northwind',
  merchantId: 'ashford-guid',
}

const banner = (container: HTMLElement) => container.querySelector('img[src$="tile.svg"]')

describe('RetailerTile', () => {
  it('loads a first-row picture at once, with priority', () => {
    const { container } = renderWithProviders(<RetailerTile retailer={retailer} href="/marketplace?retailer=ashford" eager />)
    expect(screen.getByRole('link', { name: 'Ashford Home' })).toHaveAttribute('href', '/marketplace?retailer=ashford')
    expect(banner(container)).not.toHaveAttribute('loading')
    expect(banner(container)).toHaveAttribute('fetchpriority', 'high')
  })

  it('loads the other tiles’ pictures when they come near the screen', () => {
    const { container } = renderWithProviders(<RetailerTile retailer={retailer} href="/marketplace?retailer=ashford" />)
    expect(banner(container)).toHaveAttribute('loading', 'lazy')
    expect(banner(container)).not.toHaveAttribute('fetchpriority')
  })
})
