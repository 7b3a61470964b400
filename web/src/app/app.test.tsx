import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SELECTED_LOCALE_KEY } from '@/lib/site-locale'
import { richTextPage } from '@/testing/fixtures'
import { catalogue } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { appRoutes, type AppRoute } from './routes'

const NOT_FOUND = "The page you're looking for can't be found."

describe('app shell', () => {
  it('renders the home page with header, main region and footer', async () => {
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease up to $4,000 in merchandise' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('link', { name: 'Northwind Lease home' })).toHaveAttribute('href', '/')
    expect(await screen.findByText(/Leasing is not a loan/)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Northwind Lease | Lease-to-own shopping with partner retailers'))
  })

  it('makes the skip link the first focusable element, targeting the main region', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main-content')
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1')
  })

  it('links the home tiles to later routes keeping the prefix', async () => {
    renderApp('/nw/es/')
    const tiles = await screen.findByRole('heading', { name: 'Formas de comprar' })
    const list = within(tiles.parentElement!).getByRole('list')
    const hrefs = within(list)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/nw/es/marketplace', '/nw/es/store-locator', '/nw/es/mobile-app'])
  })

  it.each(['/nowhere', '/es/nowhere', '/nw/nowhere', '/northwind/es-US/a/b/c', '/fr/cart', '/nw/callback'])(
    'renders the not-found page for the unknown path %s',
    async (path) => {
      renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: /can.t be found|No encontramos/ })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /Go to home page|Ir a la página de inicio/ })).toBeInTheDocument()
    },
  )

  it('renders not-found in English with a link home', async () => {
    renderApp('/nowhere')
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument()
    expect(
      screen.getByText('Please try retyping the address, going back to the previous page, or going to the home page.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toBe('Page not found | Northwind Lease'))
  })

  it.each(['/', '/nw', '/northwind/', '/es/', '/es-US', '/nw/es/', '/nwp/en-US', '/?site=nwp&locale=es'])(
    'renders home under the prefix variant %s',
    async (path) => {
      renderApp(path)
      expect(await screen.findByRole('heading', { level: 1, name: /Lease up to|Arrienda hasta/ })).toBeInTheDocument()
    },
  )

  it('makes the header fetch the shell’s preferences (its login menu’s, the excluded states, the promos)', async () => {
    const prefs: (string | null)[] = []
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', ({ request }) => {
        prefs.push(new URL(request.url).searchParams.get('c_prefs'))
        return HttpResponse.json({ customPreferences: {} })
      }),
    )
    renderApp('/')
    await waitFor(() => expect(prefs).toContain('enableKeycloak,enableLegacyCustomerLogin,excludedStates,promoCategories'))
  })
})

describe('locale switch', () => {
  it('switches to Spanish keeping the path, sets <html lang> and remembers the choice', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: 'Lease up to $4,000 in merchandise' })
    const group = screen.getByRole('group', { name: 'Language' })
    expect(within(group).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    const spanish = within(group).getByRole('link', { name: 'Español' })
    expect(spanish).toHaveAttribute('href', '/es-US/')
    expect(spanish).toHaveAttribute('lang', 'es-US')

    await user.click(spanish)
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrienda hasta $4,000 en mercancía' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/es-US/')
    expect(window.localStorage.getItem(SELECTED_LOCALE_KEY)).toBe('es-US')
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'))
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument()
    expect(await screen.findByText(/El arrendamiento no es un préstamo/)).toBeInTheDocument()
  })

  it('keeps the site prefix and the rest of the path', async () => {
    const { user } = renderApp('/nwp/en/some/page?x=1')
    await screen.findByRole('heading', { level: 1, name: NOT_FOUND })
    await user.click(screen.getByRole('link', { name: 'Español' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/nwp/es-US/some/page?x=1')
  })

  it('is keyboard-usable', async () => {
    const { user } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    screen.getByRole('link', { name: 'Español' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/es-US/')
  })

  it('uses the remembered locale on unprefixed URLs', async () => {
    window.localStorage.setItem(SELECTED_LOCALE_KEY, 'es-US')
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrienda hasta $4,000 en mercancía' })).toBeInTheDocument()
  })
})

describe('error handling', () => {
  function Boom(): never {
    throw new Error('render exploded')
  }

  it('shows the generic error page inside the shell when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const routes: AppRoute[] = [{ path: '/', page: () => Promise.resolve({ default: Boom }) }, ...appRoutes.slice(1)]
    renderApp('/es/', { routes })
    expect(await screen.findByRole('heading', { name: 'Esta página no funciona' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute('href', '/es/support')
    expect(screen.getByRole('button', { name: 'Actualizar la página' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByTestId('error-stack')).toHaveTextContent('render exploded')
  })

  it('shows the spec texts in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const routes: AppRoute[] = [{ path: '/', page: () => Promise.resolve({ default: Boom }) }]
    renderApp('/', { routes })
    expect(await screen.findByRole('heading', { name: "This page isn't working" })).toBeInTheDocument()
    expect(
      screen.getByText('An error has occurred. Try refreshing the page or if you need immediate help please contact support.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support')
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument()
  })

  // Once the shell's later code is in (in the page's first moment, the generic error page); a
  // chunk that could not be fetched shows the offline page instead (layout/offline.test.tsx).
  it('shows "Something went wrong" with details and Go Home when a page cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const routes: AppRoute[] = [
      { path: '/', page: () => import('./routes/home') },
      { path: '*', page: () => Promise.reject(new SyntaxError("Unexpected token '<'")) },
    ]
    const { user } = renderApp('/nw/', { routes })
    await screen.findByTestId('offline-banner')
    const tiles = await screen.findByRole('heading', { name: 'Ways to shop' })
    await user.click(within(tiles.parentElement!).getAllByRole('link')[0]!)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText("Details: Unexpected token '<'")).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Go Home' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/nw/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease up to $4,000 in merchandise' })).toBeInTheDocument()
  })

  it('shows a standalone error page when the shell itself crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get('*/static/translations/compiled/:file', () =>
        // A message that cannot be formatted makes react-intl throw (not a missing translation).
        HttpResponse.json({ ...catalogue('en-US'), 'shell.skipToContent': 'Skip {' }),
      ),
    )
    renderApp('/')
    expect(await screen.findByRole('heading', { name: "This page isn't working" })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })
})

describe('promo redirect', () => {
  it('moves a promo named as a category to promo=, and the marketplace shows that promo', async () => {
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', () =>
        HttpResponse.json({ customPreferences: { promoCategories: 'raf-promo|spring-sale', excludedStates: [] } }),
      ),
    )
    server.use(
      http.get('*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/raf-promo', () =>
        HttpResponse.json(richTextPage('raf-promo', 'Promo', '<h2>Share the love, get $25</h2>')),
      ),
    )
    renderApp('/marketplace?category=raf-promo&utm_source=email')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace\?utm_source=email&promo=raf-promo$/))
    expect(await screen.findByRole('heading', { level: 2, name: 'Share the love, get $25' })).toBeInTheDocument()
  })

  it('says so when the promo cannot be loaded', async () => {
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', () =>
        HttpResponse.json({ customPreferences: { promoCategories: 'raf-promo', excludedStates: [] } }),
      ),
      http.get(
        '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/raf-promo',
        () => new HttpResponse(null, { status: 500 }),
      ),
    )
    renderApp('/marketplace?promo=raf-promo')
    expect(await screen.findByText('Error loading the page.', {}, { timeout: 8000 })).toBeInTheDocument()
  })

  it('leaves a real category where it is', async () => {
    server.use(
      http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', () =>
        HttpResponse.json({ customPreferences: { promoCategories: 'raf-promo', excludedStates: [] } }),
      ),
    )
    renderApp('/marketplace?category=furniture')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace\?category=furniture$/)
  })
})
