import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { richTextPage } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { footerContentId } from './footer-content-id'
import { FOOTER_MOUNT_ID, footerHtml, SiteFooter } from './site-footer'

const PAGES = '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/:pageId'

function recordPageRequests() {
  const requests: { siteId: string | null; pageId: string; locale: string | null }[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    const match = /\/shopper-experience\/v1\/organizations\/[^/]+\/pages\/([^/?]+)/.exec(url.pathname)
    if (match) {
      requests.push({ siteId: url.searchParams.get('siteId'), pageId: match[1]!, locale: url.searchParams.get('locale') })
    }
  })
  return requests
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('SiteFooter', () => {
  it('renders the footer page’s HTML in the footer mount element, its link lists in columns', async () => {
    const requests = recordPageRequests()
    renderWithProviders(<SiteFooter />)
    const link = await screen.findByRole('link', { name: 'Support center' })
    expect(link).toHaveAttribute('href', '/support')
    expect(screen.getByText(/Leasing is not a loan/)).toBeInTheDocument()
    expect(document.getElementById(FOOTER_MOUNT_ID)).toContainElement(link)
    expect(requests).toEqual([{ siteId: 'northwind', pageId: 'footer', locale: 'en-US' }])
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Northwind Lease`)
  })

  it('asks for the site and locale of the URL', async () => {
    const requests = recordPageRequests()
    renderWithProviders(<SiteFooter />, { path: '/nwp/es/cart' })
    expect(await screen.findByText(/El arrendamiento no es un préstamo/)).toBeInTheDocument()
    expect(requests).toEqual([{ siteId: 'northwind-partners', pageId: 'footer', locale: 'es-US' }])
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

  it('shows nothing of the page when it cannot be loaded, after 2 retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let calls = 0
    server.use(
      http.get(PAGES, () => {
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
      http.get(PAGES, () =>
        HttpResponse.json(richTextPage('footer', 'Footer', `<p><a href="${window.location.origin}//evil.example/x">Odd</a></p>`)),
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

describe('footerHtml', () => {
  it('puts the link lists side by side, then the other texts', () => {
    const page = richTextPage('footer', 'Footer', '<nav aria-label="Shop"><h2>Shop</h2></nav>')
    page.regions[0]!.components = [
      ...(page.regions[0]!.components ?? []),
      { id: 'legal', typeId: 'commerce_assets.richText', data: { html: '<p class="footer-legal">Not a loan.</p>' } as never },
      { id: 'learn', typeId: 'commerce_assets.richText', data: { html: '<nav aria-label="Learn"><h2>Learn</h2></nav>' } as never },
    ]
    expect(footerHtml(page)).toBe(
      '<div class="footer-columns"><nav aria-label="Shop"><h2>Shop</h2></nav><nav aria-label="Learn"><h2>Learn</h2></nav></div>' +
        '<p class="footer-legal">Not a loan.</p>',
    )
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
