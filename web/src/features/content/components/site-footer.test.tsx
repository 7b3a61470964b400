import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { footerContentId } from './footer-content-id'
import { FOOTER_MOUNT_ID, SiteFooter } from './site-footer'

const CONTENT = '*/mobify/proxy/ocapi/s/:siteId/dw/shop/v22_8/content/:contentId'

function recordContentRequests() {
  const requests: { siteId: string; contentId: string; locale: string | null }[] = []
  server.events.on('request:start', ({ request }) => {
    const match = /\/ocapi\/s\/([^/]+)\/dw\/shop\/v22_8\/content\/([^/?]+)/.exec(new URL(request.url).pathname)
    if (match) requests.push({ siteId: match[1]!, contentId: match[2]!, locale: new URL(request.url).searchParams.get('locale') })
  })
  return requests
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('SiteFooter', () => {
  it('renders the footer content asset HTML in the footer mount element', async () => {
    const requests = recordContentRequests()
    renderWithProviders(<SiteFooter />)
    const link = await screen.findByRole('link', { name: 'Support center' })
    expect(link).toHaveAttribute('href', '/support')
    expect(screen.getByText(/Leasing is not a loan/)).toBeInTheDocument()
    expect(document.getElementById(FOOTER_MOUNT_ID)).toContainElement(link)
    expect(requests).toEqual([{ siteId: 'northwind', contentId: 'footer', locale: 'en-US' }])
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Northwind Lease`)
  })

  it('asks for the site and locale of the URL', async () => {
    const requests = recordContentRequests()
    renderWithProviders(<SiteFooter />, { path: '/nwp/es/cart' })
    expect(await screen.findByText(/El arrendamiento no es un préstamo/)).toBeInTheDocument()
    expect(requests).toEqual([{ siteId: 'northwind-partners', contentId: 'footer', locale: 'es-US' }])
  })

  it.each(['/referafriendprogramterms', '/es/referafriendprogramterms', '/nw/en-US/referafriendprogramterms/', '/referafriendprogramterms?site=nwp'])(
    'shows raf-footer instead on %s',
    async (path) => {
      renderWithProviders(<SiteFooter />, { path })
      expect(await screen.findByText(/Refer-a-friend program terms apply|Aplican los términos/)).toBeInTheDocument()
      expect(screen.queryByText(/Leasing is not a loan/)).not.toBeInTheDocument()
      expect(document.getElementById(FOOTER_MOUNT_ID)).toHaveAttribute('data-content-id', 'raf-footer')
    },
  )

  it('shows nothing of the asset when it cannot be loaded, after 2 retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let calls = 0
    server.use(
      http.get(CONTENT, () => {
        calls += 1
        return HttpResponse.json({ title: 'x', type: 'x', detail: 'x', message: 'boom' }, { status: 500 })
      }),
    )
    renderWithProviders(<SiteFooter />)
    await waitFor(() => expect(calls).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(1000)) // retry 1 after 1 s
    await waitFor(() => expect(calls).toBe(2))
    await act(() => vi.advanceTimersByTimeAsync(2000)) // retry 2 after 2 s
    await waitFor(() => expect(calls).toBe(3))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(calls).toBe(3)
    expect(document.getElementById(FOOTER_MOUNT_ID)).toBeEmptyDOMElement()
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Northwind Lease')
  })

  it('navigates same-site links in the content without a page load, keeping the prefix', async () => {
    const { user } = renderWithProviders(<SiteFooter />, { path: '/es/cart' })
    await user.click(await screen.findByRole('link', { name: 'Centro de ayuda' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/es/support')
  })
})

describe('footerContentId', () => {
  it('picks raf-footer only on the refer-a-friend terms page', () => {
    expect(footerContentId('/')).toBe('footer')
    expect(footerContentId('/referafriendprogramterms')).toBe('raf-footer')
    expect(footerContentId('/referafriendprogramterms/')).toBe('raf-footer')
    expect(footerContentId('/referafriendprogramterms/more')).toBe('footer')
  })
})
