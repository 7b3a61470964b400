import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { hitFixture, SWATCHES } from '@/testing/listing-test-data'
import { renderWithProviders } from '@/testing/render'
import { toListingHit } from '../../api/product-search'
import { ProductTile } from './product-tile'

const listingHit = (overrides?: Parameters<typeof hitFixture>[0]) => toListingHit(hitFixture(overrides))

/** The tile: the first item (its colours are items of a list inside it). */
const tile = () => screen.getAllByRole('listitem')[0]

describe('ProductTile', () => {
  it('links the name to the product page and shows the image, brand, price and weekly lease', () => {
    renderWithProviders(<ProductTile hit={listingHit()} />)
    expect(screen.getByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveAttribute('href', '/product/sofas-001')
    const image = screen.getByRole('img', { name: 'Harbor Reclining Sofa' })
    expect(image).toHaveAttribute('src', '/images/catalog/sofa/3e4349.svg')
    expect(image).toHaveAttribute('width', '400')
    expect(image).toHaveAttribute('height', '400')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(tile()).toHaveTextContent('Ashford Home')
    expect(tile()).toHaveTextContent('$547.99')
    // The lease the server quoted for its price: the initial payment, the payments and the total together.
    expect(tile()).toHaveTextContent('or lease from $49.00 today, then 52 weekly payments of $19.60: $1,068.58 total cost to own')
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument()
    expect(screen.queryByText('Sale')).not.toBeInTheDocument()
  })

  it('says when a lease cannot pay for the product, and states no payment', () => {
    renderWithProviders(<ProductTile hit={listingHit({ c_leasable: false, c_leaseQuote: null })} />)
    expect(tile()).toHaveTextContent('Not available to lease')
    expect(tile()).not.toHaveTextContent('or lease')
  })

  it('loads the first row eagerly', () => {
    renderWithProviders(<ProductTile hit={listingHit()} eager />)
    // Eager is the browser's default: no attribute.
    expect(screen.getByRole('img')).not.toHaveAttribute('loading')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('shows a price range when the variants cost different amounts, the lease from the lowest', () => {
    renderWithProviders(<ProductTile hit={listingHit({ price: 925.99, priceMax: 1259.99 })} />)
    expect(tile()).toHaveTextContent('$925.99 – $1,259.99')
    expect(tile()).toHaveTextContent('or lease from $49.00 today, then 52 weekly payments of $33.78: $1,805.68 total cost to own')
  })

  it('strikes through the list price of a product on sale, with the Sale and New badges', () => {
    renderWithProviders(<ProductTile hit={listingHit({ price: 547.99, listPrice: 730.99, c_isSale: true, c_isNew: true })} />)
    const original = screen.getByText('$730.99')
    expect(original.closest('s')).toHaveTextContent('Original price $730.99')
    expect(screen.getByText('Sale price')).toHaveClass('sr-only')
    expect(screen.getByText('Sale')).toBeInTheDocument()
    expect(screen.getByText('New')).toBeInTheDocument()
  })

  it('shows five colours and counts the rest', () => {
    const values = [SWATCHES.charcoal, SWATCHES.navy, SWATCHES.beige, SWATCHES.gray, SWATCHES.walnut, SWATCHES.green, SWATCHES.black]
    renderWithProviders(<ProductTile hit={listingHit({ variationAttributes: [{ id: 'color', name: 'Color', values }] })} />)
    const colors = screen.getByRole('list', { name: 'Available colors' })
    const items = within(colors).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(items.slice(0, 5).map((item) => item.textContent)).toEqual(['Charcoal', 'Navy', 'Beige', 'Gray', 'Walnut'])
    expect(items[5]).toHaveTextContent('+2')
    expect(items[5]).toHaveTextContent('2 more colors')
    // Drawn as the swatch's own colour.
    expect(items[0]).toHaveStyle({ backgroundColor: '#3e4349' })
  })

  it('says when a product is out of stock', () => {
    renderWithProviders(<ProductTile hit={listingHit({ orderable: false })} />)
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
  })

  it('shows the first promotion callout', () => {
    renderWithProviders(
      <ProductTile
        hit={listingHit({
          productPromotions: [
            { promotionId: 'a', calloutMsg: 'Mattress Weekend: save 15%' },
            { promotionId: 'b', calloutMsg: 'Second promotion' },
          ],
        })}
      />,
    )
    expect(screen.getByText('Mattress Weekend: save 15%')).toBeInTheDocument()
    expect(screen.queryByText('Second promotion')).not.toBeInTheDocument()
  })
})
