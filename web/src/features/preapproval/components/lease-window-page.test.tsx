/** The lease window: the application field by field, the decision, and what it tells the page around it. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationRequest } from '@/api/types'
import { installGuestApiSession } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { todayText } from '../lib/application-rules'
import { LEASE_WINDOW_CHANNEL } from '../lib/window-protocol'
import { LeaseWindowPage } from './lease-window-page'

const APPLICATIONS = '*/mobify/proxy/api/custom/preapproval/v1/organizations/:org/applications'
const NEXT_WEEK = todayText(new Date(Date.now() + 7 * 86_400_000))

let unregister: () => void
let parentPost: ReturnType<typeof vi.fn>

beforeEach(() => {
  unregister = installGuestApiSession()
  // The window is framed: its parent is the marketplace page.
  parentPost = vi.fn()
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: parentPost } as unknown as Window)
})

afterEach(() => {
  unregister()
  vi.restoreAllMocks()
})

function decisionHandler(answer: (body: ApplicationRequest) => Response | Promise<Response>) {
  const sent: { body: ApplicationRequest; key: string | null }[] = []
  server.use(
    http.get(`${APPLICATIONS}/current`, () => HttpResponse.json({ message: 'No current approval.' }, { status: 404 })),
    http.post(APPLICATIONS, async ({ request }) => {
      const body = (await request.json()) as ApplicationRequest
      sent.push({ body, key: request.headers.get('Idempotency-Key') })
      return answer(body)
    }),
  )
  return sent
}

const approved = (body: ApplicationRequest) =>
  HttpResponse.json({
    applicationId: 'app-1',
    leaseNumber: '500000001',
    appStatus: 'Approved',
    approvalAmount: 400_000,
    expiresAt: '2027-01-11T09:00:00Z',
    merchantId: body.merchantId,
    denialReason: null,
  })

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'María',
    'Last name': 'López',
    'Last 4 digits of your Social Security number': '6789',
    'Street address': '100 Alamo Plaza',
    City: 'San Antonio',
    'ZIP code': '78205',
    Email: 'maria@example.com',
    'Mobile phone': '2105550142',
    'Monthly income before taxes': '3200',
    'Routing number': '011000015',
    'Checking account number': '000123456789',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value)
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-14' } })
  fireEvent.change(screen.getByLabelText('Next payday'), { target: { value: NEXT_WEEK } })
  await user.selectOptions(screen.getByLabelText('State'), 'TX')
  await user.selectOptions(screen.getByLabelText('How often you are paid'), 'bi_weekly')
}

const told = (type: string) => parentPost.mock.calls.filter(([message]) => (message as { type?: string }).type === type)

describe('the lease window', () => {
  it('tells the page it is ready, then applies and tells the page the approval', async () => {
    const sent = decisionHandler(approved)
    const { user } = renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, {
      path: '/lease-window/apply?merchantId=ashford-guid',
    })
    expect(told('ready')).toEqual([[{ channel: LEASE_WINDOW_CHANNEL, type: 'ready' }, window.location.origin]])
    await screen.findByLabelText('First name')
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'See if I am approved' }))

    expect(await screen.findByRole('heading', { name: 'You are approved!' })).toHaveFocus()
    expect(screen.getByText('$4,000.00')).toBeInTheDocument()
    expect(screen.getByText('Lease number: 500000001')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toMatchObject({ merchantId: 'ashford-guid', ssnLast4: '6789', monthlyIncome: 320_000, phone: '2105550142' })
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[0]?.body).not.toHaveProperty('campaign')
    await waitFor(() =>
      expect(told('approved')).toEqual([
        [
          {
            channel: LEASE_WINDOW_CHANNEL,
            type: 'approved',
            approval: {
              appStatus: 'Approved',
              approvalAmount: 400_000,
              leaseNumber: '500000001',
              applicationId: 'app-1',
              expiresAt: '2027-01-11T09:00:00Z',
            },
          },
          window.location.origin,
        ],
      ]),
    )
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement)
    expect(told('close')).toHaveLength(1)
  })

  it('sends the campaign the shopper came from, as their tracking cookies kept it', async () => {
    const cookies = [
      'utm_source=google',
      'utm_medium=cpc',
      'utm_campaign=fall%20sale',
      'gclid=Cj0KCQ',
      'davuid=4321764300000000',
      'dasrc=web',
    ]
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`
    try {
      const sent = decisionHandler(approved)
      const { user } = renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, {
        path: '/lease-window/apply?merchantId=ashford-guid',
      })
      await screen.findByLabelText('First name')
      await fillIn(user)
      await user.click(screen.getByRole('button', { name: 'See if I am approved' }))
      expect(await screen.findByRole('heading', { name: 'You are approved!' })).toBeInTheDocument()
      expect(sent[0]?.body.campaign).toEqual({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'fall sale',
        gclid: 'Cj0KCQ',
        davuid: '4321764300000000',
        dasrc: 'web',
      })
    } finally {
      for (const cookie of cookies) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`
    }
  })

  it('says what is wrong at each field before anything is sent', async () => {
    const sent = decisionHandler(approved)
    const { user } = renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, {
      path: '/lease-window/apply?merchantId=ashford-guid',
    })
    await screen.findByLabelText('First name')
    await fillIn(user, { 'Last 4 digits of your Social Security number': '67', 'Routing number': '011000016', 'Mobile phone': '555' })
    await user.click(screen.getByRole('button', { name: 'See if I am approved' }))
    expect(await screen.findByText('Please correct the fields marked below.')).toBeInTheDocument()
    expect(screen.getByLabelText('Last 4 digits of your Social Security number')).toHaveAccessibleDescription(/Enter exactly 4 digits\./)
    expect(screen.getByLabelText('Routing number')).toHaveAccessibleDescription('Enter the 9-digit routing number of your bank.')
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.')
    expect(screen.getByLabelText('Last 4 digits of your Social Security number')).toHaveFocus()
    expect(sent).toHaveLength(0)
  })

  it('shows the server’s refusal at its field, keeping what was typed', async () => {
    decisionHandler(() =>
      HttpResponse.json({ message: 'This ZIP code is not in the state chosen.', parameter: 'address.postalCode' }, { status: 400 }),
    )
    const { user } = renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, {
      path: '/lease-window/apply?merchantId=ashford-guid',
    })
    await screen.findByLabelText('First name')
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'See if I am approved' }))
    await waitFor(() =>
      expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('This ZIP code is not in the state you chose.'),
    )
    expect(screen.getByLabelText('First name')).toHaveValue('María')
    expect(told('approved')).toHaveLength(0)
  })

  it('tells the page of a denial and the shopper why', async () => {
    decisionHandler((body) =>
      HttpResponse.json({
        applicationId: 'app-2',
        leaseNumber: '500000002',
        appStatus: 'Denied',
        approvalAmount: 0,
        expiresAt: null,
        merchantId: body.merchantId,
        denialReason: 'income_too_low',
      }),
    )
    const { user } = renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, {
      path: '/lease-window/apply?merchantId=ashford-guid',
    })
    await screen.findByLabelText('First name')
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'See if I am approved' }))
    expect(await screen.findByRole('heading', { name: 'We could not approve a lease this time' })).toBeInTheDocument()
    expect(screen.getByText('Your monthly income is below what a lease needs.')).toBeInTheDocument()
    await waitFor(() => expect(told('denied')).toHaveLength(1))
  })

  it('shows a returning shopper’s current approval for the merchant instead of the form', async () => {
    server.use(
      http.get(`${APPLICATIONS}/current`, ({ request }) =>
        new URL(request.url).searchParams.get('merchantId') === 'ashford-guid'
          ? HttpResponse.json({
              applicationId: 'app-9',
              leaseNumber: '500000009',
              appStatus: 'Approved',
              approvalAmount: 250_000,
              expiresAt: '2027-01-01T00:00:00Z',
              merchantId: 'ashford-guid',
              denialReason: null,
            })
          : HttpResponse.json({ message: 'none' }, { status: 404 }),
      ),
    )
    renderWithProviders(<LeaseWindowPage advertisedAmount="$4,000" />, { path: '/lease-window/apply?merchantId=ashford-guid' })
    expect(await screen.findByText('$2,500.00')).toBeInTheDocument()
    expect(screen.queryByLabelText('First name')).toBeNull()
    await waitFor(() => expect(told('approved')).toHaveLength(1))
  })
})
