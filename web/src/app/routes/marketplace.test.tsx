/** The marketplace's pages: categories as tabs, the shopper's location and referral, the how-to-shop window. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { MarketplaceItem, MarketplaceResponse } from '@/api/types'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import MarketplacePage from './marketplace'

const item = (id: string, name: string, integrated = true, extra: Partial<MarketplaceItem> = {}): MarketplaceItem => ({
  id,
  name,
  marketplaceCategories: [],
  marketplaceSorting: 1,
  image: `/images/marketplace/${id}/icon.svg`,
  banner_image: `/images/marketplace/${id}/tile.svg`,
  integrated,
  latitude: null,
  longitude: null,
  radius: null,
  excludedStates: [],
  url: `/marketplace?retailer=${id}`,
  partnerUrl: `https://${id}.example/northwind?store=1`,
  baseUrl: `https://${id}.example`,
  merchantId: `${id}-guid`,
  distance: null,
  ...extra,
})

function answer(query: URLSearchParams): MarketplaceResponse {
  const located = query.get('postal_code') === '78205'
  const furniture = [item('ashford', 'Ashford Home'), ...(located ? [item('cedar-row', 'Cedar Row', true, { distance: 0.1 })] : [])]
  const appOnly = query.get('referral') === 'true' ? [] : [item('marlow', 'Marlow Loft', false)]
  return {
    location: located ? { postalCode: '78205', state: 'TX', lat: 29.42, long: -98.49 } : null,
    categories: [
      { id: 'furniture', name: 'Furniture', url: '/marketplace?category=furniture', retailers: [...furniture, ...appOnly] },
      { id: 'appliances', name: 'Appliances', url: '/marketplace?category=appliances', retailers: [item('kelvin', 'Kelvin Appliance')] },
      ...(appOnly.length ? [{ id: 'mobile-app-only-retailers', name: 'Mobile App Only Retailers', url: '', retailers: appOnly }] : []),
    ],
    total: 3,
  }
}

function marketplaceHandler() {
  const requests: URLSearchParams[] = []
  server.use(
    http.get('*/mobify/proxy/api/custom/marketplace/v1/organizations/:org/retailers', ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      return HttpResponse.json(answer(query))
    }),
  )
  return requests
}

afterEach(() => {
  localStorage.clear()
  document.cookie = 'referral_code=; max-age=0; path=/'
})

const location = () => screen.getByTestId('location').textContent

describe('the marketplace', () => {
  it('shows each category as a tab with its retailers, the URL’s category chosen', async () => {
    marketplaceHandler()
    const { user } = renderWithProviders(<MarketplacePage />, { path: '/marketplace?category=appliances' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop with our partner retailers' })).toBeInTheDocument()
    const tabs = await screen.findByRole('tablist', { name: 'Retailer categories' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Furniture', 'Appliances', 'Mobile App Only Retailers'])
    expect(within(tabs).getByRole('tab', { name: 'Appliances' })).toHaveAttribute('aria-selected', 'true')
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Kelvin Appliance' })).toBeInTheDocument()

    await user.click(within(tabs).getByRole('tab', { name: 'Furniture' }))
    await waitFor(() => expect(location()).toBe('/marketplace?category=furniture'))
    const panel = screen.getByRole('tabpanel')
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Ashford Home', 'Marlow Loft'])
    expect(within(panel).getByText('App only')).toBeInTheDocument()
    expect(screen.getByText('Set your location to see the stores near you too.')).toBeInTheDocument()
  })

  it('asks for the retailers around the stored ZIP code', async () => {
    localStorage.setItem('northwind_zipcode', '78205')
    localStorage.setItem('northwind_state', 'TX')
    localStorage.setItem('northwind_latitude', '29.42')
    localStorage.setItem('northwind_longitude', '-98.49')
    const requests = marketplaceHandler()
    renderWithProviders(<MarketplacePage />, { path: '/marketplace' })
    expect(await screen.findByText('Retailers for ZIP 78205, TX')).toBeInTheDocument()
    expect(requests.at(-1)?.get('postal_code')).toBe('78205')
    expect(await screen.findByRole('link', { name: 'Cedar Row' })).toBeInTheDocument()
    expect(screen.getByText('0.1 mi away')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /ZIP 78205/ })).toBeInTheDocument()
  })

  it('shows a referred shopper the integrated retailers only', async () => {
    document.cookie = 'referral_code=FRIEND10; path=/'
    const requests = marketplaceHandler()
    renderWithProviders(<MarketplacePage />, { path: '/marketplace' })
    await waitFor(() => expect(requests.at(-1)?.get('referral')).toBe('true'))
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Mobile App Only Retailers' })).not.toBeInTheDocument())

    const referralPage = marketplaceHandler()
    document.cookie = 'referral_code=; max-age=0; path=/'
    renderWithProviders(<MarketplacePage />, { path: '/marketplace/referral' })
    await waitFor(() => expect(referralPage.at(-1)?.get('referral')).toBe('true'))
  })

  it('opens a retailer’s how-to-shop window from its tile, and gives focus back when it closes', async () => {
    marketplaceHandler()
    const { user } = renderWithProviders(<MarketplacePage />, { path: '/marketplace' })
    const tile = await screen.findByRole('link', { name: 'Ashford Home' })
    await user.click(tile)
    const dialog = await screen.findByRole('dialog', { name: 'How to Shop at Ashford Home' })
    expect(location()).toBe('/marketplace?category=furniture&retailer=ashford')
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((step) => step.textContent?.replace(/^\d/, '')),
    ).toEqual([
      'Apply in minutes and get approved for up to $4,000.',
      'Browse Ashford Home and add what you want to your cart.',
      'Choose Northwind Lease at checkout and sign your lease.',
    ])
    expect(within(dialog).getByRole('link', { name: /Shop Now/ })).toHaveAttribute(
      'href',
      'https://ashford.example/northwind?store=1&utm_campaign=marketplace',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(location()).toBe('/marketplace?category=furniture')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ashford Home' })).toHaveFocus())
  })

  it('tells a mobile-app-only retailer’s shoppers to get the app', async () => {
    marketplaceHandler()
    renderWithProviders(<MarketplacePage />, { path: '/marketplace?category=furniture&retailer=marlow' })
    const dialog = await screen.findByRole('dialog', { name: 'How to Shop at Marlow Loft' })
    expect(within(dialog).getByText('Download the Northwind Lease app to apply and shop at Marlow Loft.')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Get the App' })).toHaveAttribute('href', '/mobile-app')
  })

  it('lists the categories on /shop-online, and a category’s retailers with ?category=', async () => {
    marketplaceHandler()
    renderWithProviders(<MarketplacePage />, { path: '/shop-online' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop online' })).toBeInTheDocument()
    const furniture = await screen.findByRole('link', { name: /Furniture/ })
    expect(furniture).toHaveAttribute('href', '/shop-online?category=furniture')
    expect(screen.queryByRole('link', { name: /Mobile App Only/ })).not.toBeInTheDocument()

    renderWithProviders(<MarketplacePage />, { path: '/shop-online?category=appliances' })
    expect(await screen.findByRole('link', { name: 'Kelvin Appliance' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('opens the lease window from Apply in an integrated retailer’s window, at the site’s lease approval URL', async () => {
    marketplaceHandler()
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', () =>
        HttpResponse.json({ customPreferences: { approvalIframeClosingTime: 5000, leaseApprovalUrl: '/lease-window/apply' } }),
      ),
    )
    const { user } = renderWithProviders(<MarketplacePage />, { path: '/marketplace?category=furniture&retailer=ashford' })
    const dialog = await screen.findByRole('dialog', { name: 'How to Shop at Ashford Home' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    const leaseWindow = await screen.findByRole('dialog', { name: 'Apply to shop at Ashford Home' })
    const frame = await within(leaseWindow).findByTitle('Lease application for Ashford Home')
    expect(frame).toHaveAttribute('src', '/lease-window/apply?merchantId=ashford-guid')
  })

  it('shows the approval stored for this retailer instead of Apply, and not another retailer’s', async () => {
    marketplaceHandler()
    localStorage.setItem(
      'northwind_leaseApproval',
      JSON.stringify({
        appStatus: 'Approved',
        approvalAmount: 150_000,
        leaseNumber: '500000001',
        applicationId: 'a-1',
        category: 'ashford',
      }),
    )
    const first = renderWithProviders(<MarketplacePage />, { path: '/marketplace?category=furniture&retailer=ashford' })
    const dialog = await screen.findByRole('dialog', { name: 'How to Shop at Ashford Home' })
    expect(await within(dialog).findByText('$1,500.00')).toBeInTheDocument()
    expect(within(dialog).getByText('Your Approved Amount')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull()
    first.unmount()

    renderWithProviders(<MarketplacePage />, { path: '/marketplace?category=appliances&retailer=kelvin' })
    const other = await screen.findByRole('dialog', { name: 'How to Shop at Kelvin Appliance' })
    expect(within(other).getByRole('button', { name: 'Apply' })).toBeInTheDocument()
    expect(within(other).queryByText('Your Approved Amount')).toBeNull()
  })
})
