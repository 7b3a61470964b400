import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { PENDING_SIGN_IN_KEY, type PendingSignIn } from '@/features/portal-login/lib/pending-sign-in'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { codeChallengeFor } from '@/lib/pkce'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const PREFS = '*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences'
const banner = () => within(screen.getByRole('banner'))
const header = async () => within(await screen.findByRole('banner'))

/** The header's Customer Login by the preferences; the legacy branch: login-menu.test.tsx. */
describe('header: Customer Login', () => {
  it('sends Customer Login to the /customer-login page when enableKeycloak is off', async () => {
    server.use(http.get(PREFS, () => HttpResponse.json({ customPreferences: { enableKeycloak: false, enableLegacyCustomerLogin: false } })))
    const assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {})
    const { user } = renderApp('/nwp/es/')
    await user.click(await (await header()).findByRole('button', { name: 'Iniciar sesión' }))
    await user.click(banner().getByRole('link', { name: 'Acceso para clientes' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/nwp\/es\/customer-login$/))
    expect(assign).not.toHaveBeenCalled()
  })

  it.each([
    ['/', '/idpcallback', 'en-US'],
    ['/nw/es/', '/nw/es/idpcallback', 'es-US'],
    ['/?site=nwp&locale=es', '/nwp/es/idpcallback', 'es-US'],
  ])(
    'with enableKeycloak, Customer Login on %s begins a sign-in and goes to the Keycloak login (full page load)',
    async (page, callback, uiLocales) => {
      const assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {})
      const { user } = renderApp(page)
      const button = await (await header()).findByRole('button', { name: uiLocales === 'es-US' ? 'Iniciar sesión' : 'Log in' })
      await user.click(button)
      const link = banner().getByRole('link', { name: uiLocales === 'es-US' ? 'Acceso para clientes' : 'Customer Login' })
      await waitFor(() => expect(link).toHaveAttribute('href', expect.stringMatching(/\/customer-login/) as string))
      await user.click(link)
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))

      const pending = JSON.parse(window.localStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null') as PendingSignIn
      const target = new URL(assign.mock.calls[0]?.[0] ?? '')
      expect(`${target.origin}${target.pathname}`).toBe('https://id.northwind-lease.example/realms/northwind/protocol/openid-connect/auth')
      expect(Object.fromEntries(target.searchParams)).toEqual({
        redirect_uri: `${window.location.origin}${callback}`,
        response_type: 'code',
        state: pending.state,
        code_challenge: await codeChallengeFor(pending.verifier),
        code_challenge_method: 'S256',
        ui_locales: uiLocales,
      })
      // The app itself stays where it was (the browser leaves it).
      expect(screen.getByTestId('location').textContent).toBe(page)
    },
  )

  it('with enableKeycloak, opening Customer Login in a new tab follows its link to /customer-login', async () => {
    const assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {})
    const { user } = renderApp('/')
    await user.click(await (await header()).findByRole('button', { name: 'Log in' }))
    await user.keyboard('{Control>}')
    await user.click(banner().getByRole('link', { name: 'Customer Login' }))
    await user.keyboard('{/Control}')
    expect(assign).not.toHaveBeenCalled()
    expect(window.localStorage.getItem(PENDING_SIGN_IN_KEY)).toBeNull()
  })
})

describe('header: site menu', () => {
  it('links to Shop, For retailers and Get the app, in the page’s locale', async () => {
    renderApp('/es/category/furniture')
    const menu = within((await header()).getByRole('navigation', { name: 'Sitio' }))
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Comprar', '/es/marketplace'],
      ['Para minoristas', '/es/partner'],
      ['Descarga la app', '/es/mobile-app'],
    ])
  })

  it('shows the same links in the Menu drawer, which closes when one is chosen', async () => {
    const { user } = renderApp('/category/furniture')
    await user.click(await (await header()).findByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog')
    await user.click(within(within(drawer).getByRole('navigation', { name: 'Site' })).getByRole('link', { name: 'Shop' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('offers a visitor Customer Login and Sign in in the Menu drawer; Sign in closes it and opens the sign-in window', async () => {
    const { user } = renderApp('/category/furniture')
    await user.click(await (await header()).findByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog')
    const account = within(await within(drawer).findByRole('navigation', { name: 'My Account' }))
    expect(account.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/customer-login')
    await user.click(account.getByRole('button', { name: 'Sign in / Create account' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Shop by category' })).not.toBeInTheDocument()
  })

  it('offers a signed-in customer the account’s links and Logout in the Menu drawer, in Spanish under /es/', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/es/category/furniture')
    await (await header()).findByRole('button', { name: DEMO_SHOPPER.firstName })
    await user.click((await header()).getByRole('button', { name: 'Menú' }))
    const drawer = await screen.findByRole('dialog')
    const account = within(await within(drawer).findByRole('navigation', { name: 'Mi cuenta' }))
    expect(account.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/es/account',
      '/es/account/wishlist',
      '/es/account/orders',
      '/es/account/addresses',
    ])
    expect(account.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument()
    await user.click(account.getByRole('link', { name: 'Lista de deseos' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/account\/wishlist$/))
    expect(screen.queryByRole('dialog', { name: 'Comprar por categoría' })).not.toBeInTheDocument()
  })

  it.each(['/marketplace/referral', '/shop-online', '/es/find-a-store'])(
    'is hidden on the referral path %s, header and drawer',
    async (path) => {
      const { user } = renderApp(path)
      const banner = await header()
      expect(banner.queryByRole('navigation', { name: /^(Site|Sitio)$/ })).not.toBeInTheDocument()
      await user.click(await banner.findByRole('button', { name: /^(Menu|Menú)$/ }))
      const drawer = await screen.findByRole('dialog')
      expect(within(drawer).queryByRole('link', { name: /^(Shop|Comprar)$/ })).not.toBeInTheDocument()
    },
  )
})

/**
 * The location picker: not on the home page in any form of its address, nor on the pages with
 * a header of their own (header-visibility.test.ts has every rule); everywhere else. Its place
 * comes with the store button, so that button's arrival says the picker's has come too.
 */
describe('header: location picker', () => {
  const places = async (path: string) => {
    renderApp(path)
    const spanish = /\/es(-US)?(\/|$)|locale=es/.test(path)
    const banner = await header()
    await banner.findByRole('button', { name: spanish ? 'Buscar una tienda' : 'Find a store' })
    return banner.queryByRole('button', { name: spanish ? 'Indica tu ubicación' : 'Set your location' })
  }

  it.each(['/', '/es/', '/nw/es', '/es-US', '/?site=nwp&locale=es', '/how-it-works', '/es/solutions', '/nw/digital', '/partners/acme'])(
    'is hidden on %s',
    async (path) => {
      expect(await places(path)).not.toBeInTheDocument()
    },
  )

  it.each(['/customer-login', '/es/search?q=sofa', '/support'])('is shown on %s', async (path) => {
    expect(await places(path)).toBeInTheDocument()
  })
})
