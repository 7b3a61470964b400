/** "Exiting our website": links to the credit-application site warn, then leave with the visitor's tracking parameters. */
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderWithProviders } from '@/testing/render'
import { EXIT_REDIRECT_DELAY_MS, ExitRedirect } from './exit-redirect'

function page() {
  return renderWithProviders(
    <>
      <a href="https://apply.northwind-credit.example/start?offer=7">Apply for credit</a>
      <a href="https://apply.northwind-credit.example/start" target="_blank" rel="noreferrer">
        Apply in a new tab
      </a>
      <a href="https://partners.northwind-lease.example/login">Retailer login</a>
      <ExitRedirect />
    </>,
  )
}

let assign: MockInstance<(url: string) => void>

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {})
  document.cookie = 'utm_source=email; path=/'
  document.cookie = 'gclid=g-1; path=/'
})

afterEach(() => {
  vi.useRealTimers()
  document.cookie = 'utm_source=; max-age=0; path=/'
  document.cookie = 'gclid=; max-age=0; path=/'
})

describe('ExitRedirect', () => {
  it('warns before a credit-application link leaves, then goes there after 3 seconds with the tracking parameters', async () => {
    const { user } = page()
    await user.click(screen.getByRole('link', { name: 'Apply for credit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exiting our website' })
    expect(dialog).toHaveTextContent('which is not run by Northwind Lease')
    expect(dialog).toHaveTextContent('We’ll take you there in 3 seconds.')

    await act(() => vi.advanceTimersByTimeAsync(EXIT_REDIRECT_DELAY_MS - 100))
    expect(assign).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(assign).toHaveBeenCalledTimes(1)
    const url = new URL(assign.mock.calls[0]![0])
    expect(url.origin + url.pathname).toBe('https://apply.northwind-credit.example/start')
    expect(Object.fromEntries(url.searchParams)).toEqual({ offer: '7', utm_source: 'email', gclid: 'g-1' })
  })

  it('stays when the visitor chooses to, focus back on the link, and never leaves', async () => {
    const { user } = page()
    const link = screen.getByRole('link', { name: 'Apply for credit' })
    await user.click(link)
    // The window is axe-clean (checked here, where its 3 s can't run out while axe works).
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: 'Exiting our website' }))
    await user.click(await screen.findByRole('button', { name: 'Stay on Northwind Lease' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(link).toHaveFocus()
    await act(() => vi.advanceTimersByTimeAsync(EXIT_REDIRECT_DELAY_MS * 2))
    expect(assign).not.toHaveBeenCalled()
  })

  it('offers to continue at once by a link that carries the tracking parameters', async () => {
    const { user } = page()
    await user.click(screen.getByRole('link', { name: 'Apply for credit' }))
    const go = await screen.findByRole('link', { name: 'Continue now' })
    expect(new URL(go.getAttribute('href')!).searchParams.get('utm_source')).toBe('email')
  })

  it('leaves other links and links to a new tab alone', async () => {
    const { user } = page()
    const others = [screen.getByRole('link', { name: 'Retailer login' }), screen.getByRole('link', { name: 'Apply in a new tab' })]
    for (const link of others) {
      let prevented = true
      const watch = (event: MouseEvent) => {
        prevented = event.defaultPrevented
        event.preventDefault() // jsdom cannot follow it
      }
      window.addEventListener('click', watch)
      await user.click(link)
      window.removeEventListener('click', watch)
      expect(prevented).toBe(false)
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
