/** The offline page: "You are currently offline" with Retry Connection, which loads the page again. */
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderWithProviders } from '@/testing/render'
import { OfflinePage } from './offline-page'

/** A retry the test settles: `resolve` or `reject` the last one asked for. */
function controlledRetry() {
  const settle: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const onRetry = vi.fn(() => new Promise<void>((resolve, reject) => settle.push({ resolve, reject })))
  return { onRetry, last: () => settle[settle.length - 1]! }
}

describe('OfflinePage', () => {
  it('shows the spec texts and is accessible', async () => {
    renderWithProviders(<OfflinePage onRetry={() => Promise.resolve()} />)
    const heading = screen.getByRole('heading', { level: 1, name: 'You are currently offline' })
    expect(screen.getByRole('region', { name: 'You are currently offline' })).toContainElement(heading)
    expect(screen.getByText('We couldn’t load this page. Check your internet connection, then try again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry Connection' })).toBeEnabled()
    expect(document.title).toBe('You are currently offline')
    await expectNoAxeViolations(screen.getByRole('region', { name: 'You are currently offline' }))
  })

  it('retries once per click while a retry runs, and says so when it still fails, focus kept', async () => {
    const { onRetry, last } = controlledRetry()
    const { user } = renderWithProviders(<OfflinePage onRetry={onRetry} />)
    const button = screen.getByRole('button', { name: 'Retry Connection' })
    await user.click(button)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await user.click(button)
    expect(onRetry).toHaveBeenCalledTimes(1)

    await act(async () => {
      last().reject(new TypeError('Failed to fetch dynamically imported module'))
      await Promise.resolve()
    })
    expect(screen.getByText('Still no connection. Check your internet connection and try again.')).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-disabled', 'false')
    expect(button).toHaveFocus()

    await user.click(button)
    expect(onRetry).toHaveBeenCalledTimes(2)
    await act(async () => {
      last().resolve()
      await Promise.resolve()
    })
    expect(screen.queryByText(/Still no connection/)).not.toBeInTheDocument()
  })

  it('retries by itself when the browser comes back online', () => {
    const { onRetry } = controlledRetry()
    const { unmount } = renderWithProviders(<OfflinePage onRetry={onRetry} />)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(onRetry).toHaveBeenCalledTimes(1)
    unmount()
    window.dispatchEvent(new Event('online'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
