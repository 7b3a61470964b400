import { screen, waitFor } from '@testing-library/react'
import { useLocation, useNavigate } from 'react-router'
import { renderWithProviders } from '@/testing/render'
import { DocumentHead } from './document-head'

function Page() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const about = pathname.endsWith('/about-us')
  return (
    <>
      <DocumentHead title={about ? 'About us' : 'How it works'} description={about ? 'Who we are' : undefined} type="article" />
      <button type="button" onClick={() => void navigate('/es/about-us')}>
        next
      </button>
    </>
  )
}

const headLinks = () =>
  [...document.head.querySelectorAll('link[data-page-head]')].map((link) =>
    `${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href')}`.replace('  ', ' '),
  )
const metaContent = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')

describe('DocumentHead in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="description" content="server" data-page-head><link rel="canonical" href="/server" data-page-head>'
  })

  it('names the current page after a client-side navigation, as the server would have', async () => {
    const { user } = renderWithProviders(<Page />, { path: '/es/how-it-works' })
    const origin = window.location.origin
    await waitFor(() => expect(document.title).toBe('How it works'))
    expect(headLinks()).toEqual([
      `canonical ${origin}/es-US/how-it-works`,
      `alternate en-US ${origin}/how-it-works`,
      `alternate es-US ${origin}/es-US/how-it-works`,
      `alternate x-default ${origin}/how-it-works`,
    ])
    // The server's elements are replaced, not added to; no description: none is left behind.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')).toBeNull()
    expect(metaContent('og:type')).toBe('article')

    await user.click(screen.getByRole('button', { name: 'next' }))
    await waitFor(() => expect(document.title).toBe('About us'))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/es-US/about-us`)
    expect(metaContent('og:url')).toBe(`${origin}/es-US/about-us`)
    expect(metaContent('og:title')).toBe('About us')
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are')
  })

  it('marks the not-found page noindex, with no canonical URL', async () => {
    renderWithProviders(<DocumentHead title="Not found" notFound />, { path: '/nope' })
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'))
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })

  it('preloads the main image and names it for sharing', async () => {
    renderWithProviders(<DocumentHead title="Sofa" image="/images/sofa.jpg" />, { path: '/product/1' })
    await waitFor(() => expect(metaContent('og:image')).toBe(`${window.location.origin}/images/sofa.jpg`))
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('href')).toBe('/images/sofa.jpg')
    expect(preload?.getAttribute('fetchpriority')).toBe('high')
  })

  it('writes structured data as JSON-LD with absolute URLs', async () => {
    const product = {
      '@type': 'Product',
      name: 'Harbor </script> Sofa',
      image: '/images/catalog/sofa/1f2933.svg',
      offers: { '@type': 'Offer', url: '/product/sofas-001' },
    }
    renderWithProviders(<DocumentHead title="Sofa" structuredData={[product]} />, { path: '/product/sofas-001' })
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull())
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<
      string,
      unknown
    >
    expect(data['@context']).toBe('https://schema.org')
    expect(data.name).toBe('Harbor </script> Sofa')
    expect(data.image).toBe(`${window.location.origin}/images/catalog/sofa/1f2933.svg`)
    expect((data.offers as Record<string, unknown>).url).toBe(`${window.location.origin}/product/sofas-001`)
  })
})
