/** The offline banner: a polite status at the bottom of the page while the browser is offline. */
import { onlineManager } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderWithProviders } from '@/testing/render'
import { OfflineBanner } from './offline-banner'

const BANNER = 'You are currently offline. Pages you haven’t opened yet can’t load until you’re back online.'

// Back online for the next test: TanStack Query pauses every query while offline.
afterEach(() => onlineManager.setOnline(true))

describe('OfflineBanner', () => {
  it('says nothing while online, then tells the shopper while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    renderWithProviders(<OfflineBanner />)
    // The live region is there, empty, before anything is said (no status on a page online).
    const region = screen.getByTestId('offline-banner')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    onLine.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent(BANNER)
    await expectNoAxeViolations(region)

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(region).toBeEmptyDOMElement()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows at once when the browser is already offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithProviders(<OfflineBanner />)
    expect(screen.getByRole('status')).toHaveTextContent(BANNER)
  })
})
