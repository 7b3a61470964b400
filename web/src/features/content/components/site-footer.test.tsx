import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { footerContentId } from './footer-content-id'
import { FOOTER_MOUNT_ID, SiteFooter } from './site-footer'

const CONTENT = '*/mobify/proxy/ocapi/s/:siteId/dw/shop/v22_8/content/:contentId'

function recordContentRequests() {
  const requests: { siteId: string; contentId: string; locale: string | null; clientId: string | null }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const match = /\/ocapi\/s\/([^/]+)\/dw\/shop\/v22_8\/content\/([^/?]+)/.exec(url.pathname)
    if (match) {
      requests.push({
        siteId: match[1]!,
        contentId: match[2]!,
        locale: url.searchParams.get('locale'),
        clientId: url.searchParams.get('client_id'),
      })
    }
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
    // Query client_id (the web client id of the app configuration) and locale.
    expect(requests).toEqual([{ siteId: 'northwind', contentId: 'footer', locale: 'en-US', clientId: 'northwind-web' }])
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Northwind Lease`)
  })

  it('asks for the site and locale of the URL', async () => {
    const requests = recordContentRequests()
    renderWithProviders(<SiteFooter />, { path: '/nwp/es/cart' })
    expect(await screen.findByText(/El arrendamiento no es un préstamo/)).toBeInTheDocument()
    expect(requests).toEqual([{ siteId: 'northwind-partners', contentId: 'footer', locale: 'es-US', clientId: 'northwind-web' }])
  })

  it.each([
    '/referafriendprogramterms',
    '/es/referafriendprogramterms',
    '/nw/en-US/referafriendprogramterms/',
    '/referafriendprogramterms?site=nwp',
  ])('shows raf-footer instead on %s', async (path) => {
    renderWithProviders(<SiteFooter />, { path })
    expect(await screen.findByText(/Refer-a-friend program terms apply|Aplican los términos/)).toBeInTheDocument()
    expect(screen.queryByText(/Leasing is not a loan/)).not.toBeInTheDocument()
    expect(document.getElementById(FOOTER_MOUNT_ID)).toHaveAttribute('data-content-id', 'raf-footer')
  })

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

  it('leaves a same-origin link whose path starts with // to the browser (the router would leave the site)', async () => {
    server.use(
      http.get(CONTENT, () =>
        HttpResponse.json({
          _v: '22.8',
          _type: 'content',
          id: 'footer',
          name: 'Footer',
          c_body: `<p><a href="${window.location.origin}//evil.example/x">Odd</a></p>`,
        }),
      ),
    )
    renderWithProviders(<SiteFooter />, { path: '/cart' })
    const link = await screen.findByRole('link', { name: 'Odd' })
    // After the content's handler: was the click taken by the router? (Then stop jsdom's navigation.)
    let routed: boolean | undefined
    const onClick = (event: Event) => {
      routed = event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', onClick)
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
    document.removeEventListener('click', onClick)
    expect(routed).toBe(false)
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/)
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
