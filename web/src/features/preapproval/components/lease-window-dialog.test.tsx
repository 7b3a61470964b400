import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { LEASE_WINDOW_CHANNEL } from '../lib/window-protocol'
import { LEASE_DENIED, LeaseWindowDialog, type ApplyingRetailer } from './lease-window-dialog'

const RETAILER: ApplyingRetailer = {
  id: 'ashford-home',
  name: 'Ashford Home',
  merchantId: 'ashford-home-guid',
  exitUrl: 'https://www.ashford.example/?utm_campaign=marketplace',
}
const APPROVAL = { appStatus: 'Approved', approvalAmount: 150_000, leaseNumber: '500000001', applicationId: 'app-1' }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
})

function open(
  preferences: Record<string, unknown> | undefined = { approvalIframeClosingTime: 5000, leaseApprovalUrl: '/lease-window/apply' },
) {
  const props = { onReady: vi.fn(), onClose: vi.fn(), onFailure: vi.fn(), goTo: vi.fn() }
  const result = renderWithProviders(<LeaseWindowDialog retailer={RETAILER} preferences={preferences} {...props} />)
  const frame = screen.getByTitle<HTMLIFrameElement>('Lease application for Ashford Home')
  const posted = vi.fn()
  if (frame.contentWindow) vi.spyOn(frame.contentWindow, 'postMessage').mockImplementation(posted)
  /** A message from the window (or from elsewhere). */
  const say = (data: unknown, { origin = window.location.origin, source = frame.contentWindow } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { channel: LEASE_WINDOW_CHANNEL, ...(data as object) }, origin, source }))
    })
  return { ...result, ...props, frame, posted, say }
}

describe('LeaseWindowDialog', () => {
  it('opens our window at the lease approval URL, and on ready closes the How to Shop window and sends the request', () => {
    const { frame, onReady, posted, say } = open()
    expect(frame.getAttribute('src')).toBe('/lease-window/apply?merchantId=ashford-home-guid')
    say({ type: 'ready' })
    expect(onReady).toHaveBeenCalledTimes(1)
    expect(posted).toHaveBeenCalledWith(
      { channel: LEASE_WINDOW_CHANNEL, type: 'preapproval', customer: {}, merchantId: 'ashford-home-guid', url: frame.src },
      window.location.origin,
    )
  })

  it('never opens another site’s window, whatever the preference says', () => {
    const { frame } = open({ leaseApprovalUrl: 'https://evil.example/apply' })
    expect(frame.getAttribute('src')).toBe('/lease-window/apply?merchantId=ashford-home-guid')
  })

  it('on approval stores it with its retailer, shows the amount, and goes to the retailer after 5 seconds', () => {
    vi.useFakeTimers()
    const { say, goTo } = open()
    say({ type: 'approved', approval: APPROVAL })
    expect(screen.getByText('Your Approved Amount')).toBeInTheDocument()
    expect(screen.getByText('$1,500.00')).toBeInTheDocument()
    expect(screen.getByText('Taking you to Ashford Home in 5 seconds.')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('northwind_leaseApproval') ?? '')).toMatchObject({ ...APPROVAL, category: 'ashford-home' })
    void act(() => vi.advanceTimersByTime(4999))
    expect(goTo).not.toHaveBeenCalled()
    void act(() => vi.advanceTimersByTime(1))
    expect(goTo).toHaveBeenCalledWith('https://www.ashford.example/?utm_campaign=marketplace')
  })

  it('does not leave when the window reports closing first', () => {
    vi.useFakeTimers()
    const { say, goTo, onClose } = open()
    say({ type: 'approved', approval: APPROVAL })
    say({ type: 'close' })
    expect(onClose).toHaveBeenCalled()
    void act(() => vi.advanceTimersByTime(10_000))
    expect(goTo).not.toHaveBeenCalled()
  })

  it('calls the failure handler with LEASE DENIED on a denial', () => {
    const { say, onFailure } = open()
    say({ type: 'denied' })
    expect(onFailure).toHaveBeenCalledWith(LEASE_DENIED)
    expect(screen.getByRole('alert')).toHaveTextContent('Your lease application was not approved.')
  })

  it('only warns when the window is closed before a decision', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user, onClose, onFailure } = open()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalled()
    expect(onFailure).not.toHaveBeenCalled()
  })

  it('ignores messages from another origin or another frame', () => {
    vi.useFakeTimers()
    const { say, goTo, onReady } = open()
    say({ type: 'ready' }, { origin: 'https://evil.example' })
    say({ type: 'approved', approval: APPROVAL }, { source: window })
    expect(onReady).not.toHaveBeenCalled()
    expect(screen.queryByText('Your Approved Amount')).toBeNull()
    void act(() => vi.advanceTimersByTime(10_000))
    expect(goTo).not.toHaveBeenCalled()
  })
})
