/** The tab's record of the visit: the history always, the measured record and page views only with performance consent. */
import { act, screen, waitFor } from '@testing-library/react'
import { useNavigate } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCEPT_ALL, NECESSARY_ONLY } from '@/features/consent/lib/consent-rules'
import { saveConsent } from '@/features/consent/lib/consent-store'
import { PAGE_VISIT_KEYS } from '@/lib/page-visits'
import { fakeRecs } from '@/testing/recs'
import { renderApp, renderWithProviders } from '@/testing/render'
import { PageActivity } from './page-activity'

const stored = (key: string): unknown => JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
/** Every value the tab's storage holds. */
const storedValues = () =>
  Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.getItem(window.sessionStorage.key(i)!) ?? '')

function Navigator() {
  const navigate = useNavigate()
  return (
    <>
      <button type="button" onClick={() => void navigate('/category/sofas')}>
        Sofas
      </button>
      <button type="button" onClick={() => void navigate('/product/sofas-001?token=secret')}>
        Product
      </button>
      <button type="button" onClick={() => void navigate('/cart', { replace: true })}>
        Redirect to cart
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  )
}

const visit = () =>
  renderWithProviders(
    <>
      <PageActivity />
      <Navigator />
    </>,
    { path: '/' },
  )

afterEach(() => {
  vi.useRealTimers()
})

describe('PageActivity', () => {
  it('keeps the page history (push, redirect, Back) and a session id without any consent, and nothing measured', async () => {
    const { user } = visit()
    await user.click(screen.getByRole('button', { name: 'Sofas' }))
    await user.click(screen.getByRole('button', { name: 'Product' }))
    // By its path: a query string may carry a secret.
    expect(stored(PAGE_VISIT_KEYS.history)).toEqual(['/', '/category/sofas', '/product/sofas-001'])
    expect(storedValues().join(' ')).not.toContain('secret')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(stored(PAGE_VISIT_KEYS.history)).toEqual(['/', '/category/sofas'])
    await user.click(screen.getByRole('button', { name: 'Redirect to cart' }))
    expect(stored(PAGE_VISIT_KEYS.history)).toEqual(['/', '/cart'])

    expect(window.sessionStorage.getItem(PAGE_VISIT_KEYS.sessionId)).toMatch(/^[0-9a-f-]{36}$/)
    for (const key of [PAGE_VISIT_KEYS.durations, PAGE_VISIT_KEYS.timestamps, PAGE_VISIT_KEYS.activityLog]) {
      expect(window.sessionStorage.getItem(key)).toBeNull()
    }
  })

  it('keeps the session id of the tab', () => {
    window.sessionStorage.setItem(PAGE_VISIT_KEYS.sessionId, 'visit-1')
    visit()
    expect(window.sessionStorage.getItem(PAGE_VISIT_KEYS.sessionId)).toBe('visit-1')
  })

  it('with performance consent, logs each page and its time in view; a withdrawal removes them', async () => {
    saveConsent(ACCEPT_ALL)
    let now = 1_000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000)
    const { user } = visit()
    now += 4_000
    await user.click(screen.getByRole('button', { name: 'Sofas' }))
    expect(stored(PAGE_VISIT_KEYS.durations)).toEqual({ '/': 4_000 })
    expect(stored(PAGE_VISIT_KEYS.timestamps)).toEqual({ '/': 1_767_225_600_000, '/category/sofas': 1_767_225_600_000 })
    expect(stored(PAGE_VISIT_KEYS.activityLog)).toEqual([
      { type: 'page', path: '/', navigation: 'load', at: 1_767_225_600_000 },
      { type: 'page', path: '/category/sofas', navigation: 'push', at: 1_767_225_600_000 },
    ])

    // Hidden time does not count: 1 s in view, 60 s hidden, 2 s in view again.
    now += 1_000
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    now += 60_000
    visibility.mockReturnValue('visible')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    now += 2_000
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(stored(PAGE_VISIT_KEYS.durations)).toEqual({ '/': 4_000, '/category/sofas': 3_000 })
    expect(stored(PAGE_VISIT_KEYS.activityLog)).toHaveLength(3)

    act(() => saveConsent(NECESSARY_ONLY))
    for (const key of [PAGE_VISIT_KEYS.durations, PAGE_VISIT_KEYS.timestamps, PAGE_VISIT_KEYS.activityLog]) {
      expect(window.sessionStorage.getItem(key)).toBeNull()
    }
    expect(stored(PAGE_VISIT_KEYS.history)).toEqual(['/'])
  })
})

describe('the page-view activity', () => {
  it('is sent for each page only once the visitor allows performance measurement', async () => {
    const { user } = renderApp('/support')
    await waitFor(() => expect(stored(PAGE_VISIT_KEYS.history)).toEqual(['/support']))
    expect(fakeRecs.activities.filter((sent) => sent.activity === 'viewPage')).toEqual([])

    act(() => saveConsent(ACCEPT_ALL))
    await waitFor(() =>
      expect(fakeRecs.activities.filter((sent) => sent.activity === 'viewPage').map((sent) => sent.body.currentLocation)).toEqual([
        '/support',
      ]),
    )
    await user.click(screen.getAllByRole('link', { name: 'Northwind Lease home' })[0]!)
    await waitFor(() =>
      expect(fakeRecs.activities.filter((sent) => sent.activity === 'viewPage').map((sent) => sent.body.currentLocation)).toEqual([
        '/support',
        '/',
      ]),
    )
  })
})
