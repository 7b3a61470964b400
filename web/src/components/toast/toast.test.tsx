import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { TOAST_DURATION_MS, useToast } from './toast-context'
import { ToastProvider } from './toast-provider'

function Trigger() {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => toast({ title: 'Item removed from cart', status: 'success' })}>
      go
    </button>
  )
}

afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('announces a toast in a status region and closes it after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderWithProviders(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'go' }))
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Item removed from cart')
    expect(TOAST_DURATION_MS).toBe(5000)
    // The toast's timer starts in an effect of the (lazily loaded) view: let React run it
    // before the clock moves, or it would start only after the first 4900 ms.
    await act(async () => {})
    act(() => {
      vi.advanceTimersByTime(4900)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Item removed from cart')
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.getByRole('status')).not.toHaveTextContent('Item removed from cart')
  })

  it('can be closed with its button', async () => {
    const { user } = renderWithProviders(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'go' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderWithProviders(<Trigger />)).toThrow(/ToastProvider/)
  })
})
