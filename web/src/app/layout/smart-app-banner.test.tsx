/** The smart app banner: home page, iOS and Android phones below 768 px, View and close, remembered. */
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from '@/components/link'
import { expectNoAxeViolations } from '@/testing/axe'
import { appConfigFixture } from '@/testing/fixtures'
import { renderApp, renderWithProviders } from '@/testing/render'
import { appPlatform, appStoreLink, SMART_APP_BANNER_DISMISSED_KEY, SmartAppBanner } from './smart-app-banner'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

const APP_STORE = 'https://apps.apple.com/us/app/northwind-lease/id1234567890'
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=com.northwindlease.app'
const withStoreLinks = { ...appConfigFixture, links: { ...appConfigFixture.links, appStore: APP_STORE, googlePlay: GOOGLE_PLAY } }

/** The visitor's browser: its user agent and how wide its screen is. */
function visitor(userAgent: string, width: number) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  const listeners = new Set<() => void>()
  let current = width
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity)
    return {
      media: query,
      get matches() {
        return current <= max
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
  })
  return {
    resize(to: number) {
      current = to
      act(() => listeners.forEach((listener) => listener()))
    },
  }
}

const banner = (name = 'Northwind Lease app') => screen.queryByRole('region', { name })

beforeEach(() => {
  window.localStorage.clear()
})

describe('appPlatform', () => {
  it('knows iPhones, iPads (also one that says it is a Mac, by its touch screen) and Android devices', () => {
    expect(appPlatform(IPHONE)).toBe('ios')
    expect(appPlatform(IPAD)).toBe('ios')
    expect(appPlatform(MAC, 5)).toBe('ios')
    expect(appPlatform(ANDROID)).toBe('android')
  })

  it('leaves every other browser alone', () => {
    expect(appPlatform(MAC)).toBeNull()
    expect(appPlatform(WINDOWS)).toBeNull()
    expect(appPlatform('')).toBeNull()
  })
})

describe('appStoreLink', () => {
  it('reads the App Store and Google Play links of the configuration', () => {
    expect(appStoreLink(withStoreLinks, 'ios')).toBe(APP_STORE)
    expect(appStoreLink(withStoreLinks, 'android')).toBe(GOOGLE_PLAY)
  })

  it('has none when the configuration names none, or names something that is not a web address', () => {
    expect(appStoreLink(appConfigFixture, 'ios')).toBeUndefined()
    expect(appStoreLink({ ...appConfigFixture, links: { appStore: 'javascript:alert(1)', googlePlay: '' } }, 'ios')).toBeUndefined()
    expect(appStoreLink({ ...appConfigFixture, links: { googlePlay: '' } }, 'android')).toBeUndefined()
  })
})

describe('SmartAppBanner', () => {
  it('offers an iPhone visitor on the home page the app, shown by the shell once the page has started', async () => {
    visitor(IPHONE, 390)
    renderApp('/')
    const region = await screen.findByRole('region', { name: 'Northwind Lease app' })
    expect(region).toHaveTextContent('Northwind Lease')
    expect(region).toHaveTextContent('Free on the App Store')
    // No store link in this configuration: the site's own Get the app page.
    expect(within(region).getByRole('link', { name: 'View the Northwind Lease app' })).toHaveAttribute('href', '/mobile-app')
    expect(within(region).getByRole('link', { name: /^View/ })).toHaveTextContent(/^View$/)
    await expectNoAxeViolations(region)
  })

  it('speaks Spanish on the Spanish home page, with the prefix kept on View', async () => {
    visitor(ANDROID, 412)
    renderApp('/nw/es/')
    const region = await screen.findByRole('region', { name: 'App de Northwind Lease' })
    expect(region).toHaveTextContent('Gratis en Google Play')
    expect(within(region).getByRole('link', { name: 'Ver la app de Northwind Lease' })).toHaveAttribute('href', '/nw/es/mobile-app')
    expect(within(region).getByRole('button', { name: 'Cerrar el aviso de la app' })).toBeInTheDocument()
    await expectNoAxeViolations(region)
  })

  it.each([
    ['iOS', IPHONE, APP_STORE, 'Free on the App Store'],
    ['Android', ANDROID, GOOGLE_PLAY, 'Free on Google Play'],
  ])('sends an %s visitor to the app’s store page when the configuration names it', (_, userAgent, url, line) => {
    visitor(userAgent, 375)
    renderWithProviders(<SmartAppBanner />, { config: withStoreLinks })
    const region = banner()!
    expect(region).toHaveTextContent(line)
    expect(within(region).getByRole('link', { name: 'View the Northwind Lease app' })).toHaveAttribute('href', url)
  })

  it('closes for good: smartAppBannerDismissed is stored and the banner never shows again', async () => {
    visitor(IPHONE, 390)
    const { user, unmount } = renderWithProviders(
      <main id="main-content" tabIndex={-1}>
        <SmartAppBanner />
      </main>,
    )
    await user.click(within(banner()!).getByRole('button', { name: 'Close the app banner' }))
    expect(banner()).not.toBeInTheDocument()
    expect(window.localStorage.getItem(SMART_APP_BANNER_DISMISSED_KEY)).toBe('true')
    // The keyboard carries on from the page's content.
    expect(screen.getByRole('main')).toHaveFocus()

    unmount()
    renderWithProviders(<SmartAppBanner />)
    expect(banner()).not.toBeInTheDocument()
  })

  it('still closes when the browser refuses to store it', async () => {
    visitor(ANDROID, 390)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const { user } = renderWithProviders(<SmartAppBanner />)
    await user.click(within(banner()!).getByRole('button', { name: 'Close the app banner' }))
    expect(banner()).not.toBeInTheDocument()
  })

  it('goes when it is closed in another tab', () => {
    visitor(IPHONE, 390)
    renderWithProviders(<SmartAppBanner />)
    expect(banner()).toBeInTheDocument()
    window.localStorage.setItem(SMART_APP_BANNER_DISMISSED_KEY, 'true')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SMART_APP_BANNER_DISMISSED_KEY, newValue: 'true' }))
    })
    expect(banner()).not.toBeInTheDocument()
  })

  it.each([
    ['a desktop browser', WINDOWS, 390],
    ['a Mac', MAC, 390],
    ['an iPhone at 768 px or wider', IPHONE, 768],
    ['an Android tablet at 800 px', ANDROID, 800],
  ])('is not shown to %s', (_, userAgent, width) => {
    visitor(userAgent, width)
    renderWithProviders(<SmartAppBanner />)
    expect(banner()).not.toBeInTheDocument()
  })

  it('follows the screen across the 768 px breakpoint', () => {
    const screenOf = visitor(ANDROID, 767)
    renderWithProviders(<SmartAppBanner />)
    expect(banner()).toBeInTheDocument()
    screenOf.resize(768)
    expect(banner()).not.toBeInTheDocument()
    screenOf.resize(500)
    expect(banner()).toBeInTheDocument()
  })

  it('is not shown once dismissed before', () => {
    visitor(IPHONE, 390)
    window.localStorage.setItem(SMART_APP_BANNER_DISMISSED_KEY, 'true')
    renderWithProviders(<SmartAppBanner />)
    expect(banner()).not.toBeInTheDocument()
  })

  it.each(['/category/furniture', '/mobile-app', '/es/how-it-works', '/cart'])('is not shown on %s', (path) => {
    visitor(IPHONE, 390)
    renderWithProviders(<SmartAppBanner />, { path })
    expect(banner()).not.toBeInTheDocument()
  })

  it('shows on the home page in every form of its address', () => {
    visitor(IPHONE, 390)
    for (const path of ['/', '/es', '/es-US/', '/nw/es/', '/northwind/en-US', '/?site=nwp&locale=es']) {
      const { unmount } = renderWithProviders(<SmartAppBanner />, { path })
      expect(banner(), path).toBeInTheDocument()
      unmount()
    }
  })

  it('goes when the visitor leaves the home page', async () => {
    visitor(IPHONE, 390)
    const { user } = renderWithProviders(
      <>
        <Link to="/category/furniture">Furniture</Link>
        <SmartAppBanner />
      </>,
    )
    expect(banner()).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Furniture' }))
    await waitFor(() => expect(banner()).not.toBeInTheDocument())
  })
})
