import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { SuggestionResult } from '@/api/types'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { RECENT_SEARCHES_KEY } from '../lib/recent-searches'
import { SearchBox } from './search-box'
import SearchBoxLive from './search-box-live'

const SUGGESTIONS = '*/mobify/proxy/api/search/shopper-search/v1/organizations/:org/search-suggestions'

const suggestions = (q: string): SuggestionResult => ({
  searchPhrase: q,
  productSuggestions: {
    products: [{ productId: 'sofas-001', productName: 'Harbor Reclining Sofa', currency: 'USD', price: 547.99 }],
    suggestedPhrases: q === 'sofaa' ? [{ exactMatch: false, phrase: 'sofa' }] : [{ exactMatch: true, phrase: q }],
  },
  categorySuggestions: { categories: [{ id: 'sofas', name: 'Sofas', parentCategoryName: 'Living Room' }], suggestedPhrases: [] },
  brandSuggestions: { brands: ['Ashford Home'], suggestedPhrases: [] },
})

function answerSuggestions() {
  const asked: string[] = []
  server.use(
    http.get(SUGGESTIONS, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? ''
      asked.push(q)
      return HttpResponse.json(suggestions(q))
    }),
  )
  return asked
}

const location = () => screen.getByTestId('location').textContent

describe('SearchBox', () => {
  beforeEach(() => window.localStorage.clear())

  it('asks for suggestions only from 3 letters, after typing stops, and shows products, categories and brands', async () => {
    const asked = answerSuggestions()
    const { user } = renderWithProviders(<SearchBoxLive />)
    const field = screen.getByRole('searchbox', { name: 'Search products' })
    await user.type(field, 'so')
    expect(await screen.findByText('Type at least 3 letters to see suggestions.')).toBeVisible()
    await user.type(field, 'f')
    const panel = await screen.findByRole('region', { name: 'Search suggestions' })
    expect(await within(panel).findByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveAttribute('href', '/product/sofas-001')
    expect(within(panel).getByRole('link', { name: 'Sofas in Living Room' })).toHaveAttribute('href', '/category/sofas')
    expect(within(panel).getByRole('button', { name: 'Ashford Home' })).toBeVisible()
    // Debounced: one request for the settled phrase, none for the shorter ones.
    expect(asked).toEqual(['sof'])
  })

  it('offers the corrected phrase', async () => {
    answerSuggestions()
    const { user } = renderWithProviders(<SearchBoxLive />)
    await user.type(screen.getByRole('searchbox'), 'sofaa')
    await user.click(await screen.findByRole('button', { name: 'Did you mean sofa?' }))
    expect(location()).toBe('/search?q=sofa')
  })

  it('searches on Enter, remembers the phrase, and forgets on Clear recent searches', async () => {
    answerSuggestions()
    const { user } = renderWithProviders(<SearchBoxLive />)
    const field = screen.getByRole('searchbox')
    await user.type(field, 'grill{Enter}')
    expect(location()).toBe('/search?q=grill')
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['grill'])
    await user.clear(field)
    const panel = await screen.findByRole('region', { name: 'Search suggestions' })
    await user.click(within(panel).getByRole('button', { name: 'grill' }))
    expect(location()).toBe('/search?q=grill')
    await user.clear(field)
    await user.click(await screen.findByRole('button', { name: 'Clear recent searches' }))
    expect(screen.queryByRole('button', { name: 'grill' })).toBeNull()
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it('closes with Cancel or Escape and gives focus back to the field; arrows move through the entries', async () => {
    answerSuggestions()
    const { user } = renderWithProviders(<SearchBoxLive />)
    const field = screen.getByRole('searchbox')
    await user.type(field, 'sofa')
    await screen.findByRole('link', { name: 'Harbor Reclining Sofa' })
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Harbor Reclining Sofa' })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link', { name: 'Sofas in Living Room' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(field).toHaveFocus()
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull()
    await user.type(field, 's')
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('region', { name: 'Search suggestions' })).toBeNull()
    expect(field).toHaveFocus()
  })

  it('is a plain GET form to /search first, so it works before its code has loaded', () => {
    renderWithProviders(<SearchBox />, { path: '/es/' })
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', '/es/search')
    expect(form).toHaveAttribute('method', 'get')
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q')
  })

  it('carries on from what was typed into the plain form, focus included', () => {
    // The plain form's field, typed into before the live box loaded.
    const plain = document.createElement('input')
    document.body.append(plain)
    plain.value = 'tv st'
    plain.focus()
    renderWithProviders(<SearchBoxLive plainInput={{ current: plain }} />)
    const field = screen.getByRole('searchbox')
    expect(field).toHaveValue('tv st')
    expect(field).toHaveFocus()
    plain.remove()
  })
})
