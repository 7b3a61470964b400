/**
 * The shell's offline handling with the route loader: a page whose chunk cannot be loaded shows
 * the offline page inside the shell until Retry Connection, another location, or the browser
 * coming back online loads it; any other failure to load a page is "Something went wrong".
 */
import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link } from '@/components/link'
import { CHUNK_TIMEOUT_MS } from '@/features/offline/lib/chunk-load'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import type { AppRoute } from '../routes'

const OFFLINE = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/flaky-1a2b.js')

function Start() {
  return (
    <>
      <h1>Start</h1>
      <Link to="/flaky">Flaky page</Link>
    </>
  )
}

function Flaky() {
  return <h1>The flaky page</h1>
}

/** Routes whose /flaky page fails to load with `failure` until `failing` is set to false. */
function flakyRoutes(failure: Error = OFFLINE) {
  const state = { failing: true }
  const page = vi.fn(() => (state.failing ? Promise.reject(failure) : Promise.resolve({ default: Flaky })))
  const routes: AppRoute[] = [
    { path: '/', page: () => Promise.resolve({ default: Start }) },
    { path: '/flaky', page },
  ]
  return { routes, page, state }
}

/** Starts at `path` and waits for the shell's later code (the offline handling) to be in. */
async function start(path: string, routes: AppRoute[]) {
  const rendered = renderApp(path, { routes })
  await screen.findByTestId('offline-banner')
  await screen.findByRole('heading', { level: 1, name: 'Start' })
  return rendered
}

// Back online for the next test, whatever this one left: TanStack Query pauses every query
// while the browser says it is offline.
afterEach(() => onlineManager.setOnline(true))

describe('offline handling', () => {
  it('shows the offline page inside the shell for a page that cannot be loaded, until Retry Connection loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { routes, page, state } = flakyRoutes()
    const { user } = await start('/', routes)
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))

    const main = screen.getByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'You are currently offline' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/flaky')
    await expectNoAxeViolations()

    // Still failing: the offline page stays and says so.
    await user.click(screen.getByRole('button', { name: 'Retry Connection' }))
    expect(await screen.findByText('Still no connection. Check your internet connection and try again.')).toBeInTheDocument()
    expect(page).toHaveBeenCalledTimes(2)

    state.failing = false
    await user.click(screen.getByRole('button', { name: 'Retry Connection' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'The flaky page' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'You are currently offline' })).not.toBeInTheDocument()
  })

  it('loads the page again when the browser comes back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { routes, state } = flakyRoutes()
    const { user } = await start('/', routes)
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    await screen.findByRole('heading', { level: 1, name: 'You are currently offline' })

    state.failing = false
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { level: 1, name: 'The flaky page' })).toBeInTheDocument()
  })

  it('leaves the offline page on a location change, and loads the page again on coming back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { routes, page, state } = flakyRoutes()
    const { user } = await start('/', routes)
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    await screen.findByRole('heading', { level: 1, name: 'You are currently offline' })

    await user.click(screen.getByRole('link', { name: 'Northwind Lease home' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Start' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'You are currently offline' })).not.toBeInTheDocument()

    state.failing = false
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'The flaky page' })).toBeInTheDocument()
    expect(page).toHaveBeenCalledTimes(2)
  })

  it('shows the offline page for a page whose chunk has not loaded after 120 seconds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const routes: AppRoute[] = [
      { path: '/', page: () => Promise.resolve({ default: Start }) },
      { path: '/flaky', page: () => new Promise<never>(() => {}) },
    ]
    const { user } = await start('/', routes)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000))
    expect(screen.queryByRole('heading', { name: 'You are currently offline' })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(await screen.findByRole('heading', { level: 1, name: 'You are currently offline' })).toBeInTheDocument()
  })

  it('keeps "Something went wrong" for a page that failed to load for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { routes } = flakyRoutes(new SyntaxError("Unexpected token '<'"))
    const { user } = await start('/', routes)
    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText("Details: Unexpected token '<'")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry Connection' })).not.toBeInTheDocument()
  })

  it('speaks Spanish on a Spanish page, the banner too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { routes } = flakyRoutes()
    const { user } = await start('/es/', routes)
    onLine.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(/^No tienes conexión/)

    await user.click(screen.getByRole('link', { name: 'Flaky page' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'No tienes conexión en este momento' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar conexión' })).toBeInTheDocument()

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement()
  })
})
