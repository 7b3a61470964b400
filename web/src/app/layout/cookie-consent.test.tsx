/**
 * The cookie bar and preferences window (with the tracking capture beside them, as in the shell): nothing optional before a
 * choice, the choice kept, changed from the footer, the opt-out clearing the tracking cookies.
 */
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { consentWrites, CONSENT_KEY, OPT_OUT_KEY } from '@/features/consent/lib/consent-rules'
import { removeTrackingCookies } from '@/lib/tracking-params'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderWithProviders } from '@/testing/render'
import { CookieConsent } from './cookie-consent'
import { TrackingCapture } from './tracking-capture'

function page(path = '/') {
  return renderWithProviders(
    <>
      <main tabIndex={-1}>
        <h1>Home</h1>
      </main>
      <footer>
        <div>
          <div id="footer-content" />
          <p>© Northwind Lease</p>
        </div>
      </footer>
      <CookieConsent />
      <TrackingCapture />
    </>,
    { path },
  )
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_KEY) ?? 'null') as unknown
const bar = () => screen.queryByRole('region', { name: 'Your cookie choices' })

afterEach(() => removeTrackingCookies())

describe('CookieConsent', () => {
  it('shows the bar until the visitor chooses; it is axe-clean and does not take the focus', async () => {
    page()
    const region = await screen.findByRole('region', { name: 'Your cookie choices' })
    expect(region).toHaveTextContent('With your OK, we also use cookies to improve the site')
    expect(document.activeElement).toBe(document.body)
    await expectNoAxeViolations(region)
    expect(stored()).toBeNull()
  })

  it('Necessary only keeps the refusal, sets the opt-out flag, removes the tracking cookies and hides the bar', async () => {
    document.cookie = 'utm_source=email; path=/'
    document.cookie = 'davuid=100123; path=/'
    document.cookie = 'session=keep; path=/'
    const { user } = page()
    await user.click(await screen.findByRole('button', { name: 'Necessary only' }))
    expect(stored()).toEqual({ version: 1, performance: false, marketing: false })
    expect(window.localStorage.getItem(OPT_OUT_KEY)).toBe('true')
    expect(document.cookie).toContain('session=keep')
    expect(document.cookie).not.toMatch(/utm_source|davuid/)
    expect(bar()).not.toBeInTheDocument()
    // The focus was on the bar: it goes to the main content.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(screen.getByRole('main')).toHaveFocus()
    document.cookie = 'session=; max-age=0; path=/'
  })

  it('Accept all keeps both kinds and leaves no opt-out flag', async () => {
    window.localStorage.setItem(OPT_OUT_KEY, 'true')
    const { user } = page()
    await user.click(await screen.findByRole('button', { name: 'Accept all' }))
    expect(stored()).toEqual({ version: 1, performance: true, marketing: true })
    expect(window.localStorage.getItem(OPT_OUT_KEY)).toBeNull()
    expect(bar()).not.toBeInTheDocument()
  })

  it('chooses kind by kind in the preferences window, which is axe-clean and keyboard-usable', async () => {
    const { user } = page()
    await user.click(await screen.findByRole('button', { name: 'Choose cookies' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' })
    expect(bar()).not.toBeInTheDocument()
    const necessary = within(dialog).getByRole('checkbox', { name: /Necessary/ })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    const performance = within(dialog).getByRole('checkbox', { name: 'Performance' })
    expect(performance).not.toBeChecked()
    expect(performance).toHaveAccessibleDescription(/recommend others/)
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    await expectNoAxeViolations(dialog)

    performance.focus()
    await user.keyboard(' ')
    expect(performance).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(stored()).toEqual({ version: 1, performance: true, marketing: false })
    expect(bar()).not.toBeInTheDocument()
  })

  it('reopens from the footer with the choice kept; Escape closes without saving, focus back on the button', async () => {
    window.localStorage.setItem(CONSENT_KEY, consentWrites({ performance: false, marketing: true }).stored)
    const { user } = page()
    const footer = screen.getByRole('contentinfo')
    const open = await within(footer).findByRole('button', { name: 'Cookie preferences' })
    // After the footer's own content.
    expect(footer.lastElementChild!.lastElementChild).toBe(open)
    expect(bar()).not.toBeInTheDocument()

    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' })
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(open).toHaveFocus()
    expect(stored()).toEqual({ version: 1, performance: false, marketing: true })

    await user.click(open)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept all' }))
    expect(stored()).toEqual({ version: 1, performance: true, marketing: true })
  })

  it('shows nothing in a frame (the lease window inside our page, which has the bar)', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window)
    page()
    expect(bar()).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).not.toBeInTheDocument()
  })
})
