import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/toast/toast-provider'
import { installGuestApiSession } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { gate } from '@/testing/gate'
import { fakeLeadApi } from '@/testing/leads'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import LeadDialog from './lead-dialog'

const TITLE = 'Interested in participating as a retail partner?'
const LABELS = [
  'First name',
  'Last name',
  'Company',
  'Job title',
  'Email',
  'Phone number',
  'Preferred contact method',
  'Annual revenue',
  'Annual revenue financed',
  'Years in business',
  'Where would you like to offer Northwind Lease?',
]

let endSession: () => void
beforeEach(() => {
  endSession = installGuestApiSession()
})
afterEach(() => {
  endSession()
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
  document.cookie = 'utm_source=; max-age=0'
  document.cookie = 'utm_campaign=; max-age=0'
})

function openPartnerForm() {
  const api = fakeLeadApi()
  server.use(...api.handlers)
  const onClose = vi.fn()
  const result = renderWithProviders(
    <ToastProvider>
      <LeadDialog kind="partner" onClose={onClose} />
    </ToastProvider>,
  )
  return { ...result, api: api.state, onClose, dialog: screen.getByRole('dialog', { name: TITLE }) }
}

const field = (label: string) => screen.getByLabelText(label)

async function fillPartnerForm(user: UserEvent) {
  await user.type(field('First name'), 'Ada')
  await user.type(field('Last name'), 'Lovelace')
  await user.type(field('Company'), 'Analytical Furniture')
  await user.type(field('Job title'), 'Owner')
  await user.type(field('Email'), 'ada@example.com')
  await user.type(field('Phone number'), '2105550187')
  await user.selectOptions(field('Preferred contact method'), 'Email')
  await user.selectOptions(field('Annual revenue'), '$1-10M')
  await user.selectOptions(field('Annual revenue financed'), 'Under $1M')
  await user.selectOptions(field('Years in business'), '6-10 years')
  await user.selectOptions(field('Where would you like to offer Northwind Lease?'), 'In-Store & Online')
}

const submit = () => screen.getByRole('button', { name: 'Submit' })

describe('the partner form', () => {
  it('shows every field’s error on an empty submit, tied to its field, and sends nothing', async () => {
    const { user, api } = openPartnerForm()
    await user.click(submit())
    for (const label of LABELS) {
      const input = field(label)
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAccessibleDescription('This field is required.')
    }
    expect(screen.getAllByText('This field is required.')).toHaveLength(LABELS.length)
    expect(field('First name')).toHaveFocus()
    expect(api.leads).toEqual([])
  })

  it('clears an error as soon as its field is edited, and checks the email and phone', async () => {
    const { user } = openPartnerForm()
    await user.click(submit())
    await user.type(field('First name'), 'A')
    expect(field('First name')).not.toHaveAttribute('aria-invalid')
    expect(field('Last name')).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(field('Annual revenue'), 'Over $100M')
    expect(field('Annual revenue')).not.toHaveAttribute('aria-invalid')

    await user.type(field('Email'), 'ada@example')
    await user.type(field('Phone number'), '210555')
    await user.click(submit())
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.')
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.')
  })

  it('keeps digits only in the phone, ten at most, and no field longer than the CRM takes', async () => {
    const { user } = openPartnerForm()
    await user.type(field('Phone number'), '(210) 555-0187 99')
    expect(field('Phone number')).toHaveValue('2105550187')
    expect(field('Phone number')).toHaveAttribute('maxlength', '10')
    expect(field('First name')).toHaveAttribute('maxlength', '40')
    expect(field('Job title')).toHaveAttribute('maxlength', '128')
    expect(field('Email')).toHaveAttribute('maxlength', '80')
  })

  it('offers the bands and options under their labels, and shows the partner team’s phone', () => {
    const { dialog } = openPartnerForm()
    const options = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(options('Annual revenue')).toEqual(['Select one', 'Under $1M', '$1-10M', '$10-50M', '$50-100M', 'Over $100M'])
    expect(options('Years in business')).toHaveLength(11)
    expect(options('Where would you like to offer Northwind Lease?')).toEqual(['Select one', 'In-Store', 'Online', 'In-Store & Online'])
    expect(options('Preferred contact method')).toEqual(['Select one', 'Phone', 'Email'])
    expect(within(dialog).getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142')
  })

  it('sends the lead through the mapping list, then thanks, and tells the data layer', async () => {
    document.cookie = 'utm_source=email'
    document.cookie = 'utm_campaign=spring%20sale'
    const { user, api, onClose } = openPartnerForm()
    await expectNoAxeViolations(screen.getByRole('dialog'))
    await fillPartnerForm(user)
    await user.click(submit())

    const thanks = await screen.findByRole('dialog', { name: 'Message sent.' })
    expect(within(thanks).getByText('Thank you for contacting us!')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument()
    expect(within(thanks).getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(api.leads).toHaveLength(1)
    expect(api.leads[0]!.bearer).toBe(true)
    expect(api.leads[0]!.query).toEqual({ siteId: 'northwind', locale: 'en-US' })
    expect(api.leads[0]!.body).toEqual({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Company: 'Analytical Furniture',
      Title: 'Owner',
      Email: 'ada@example.com',
      contactMethod__c: 'Email',
      Phone: '2105550187',
      Annual_GMV__c: '$1-10M',
      Annual_GMV_Financed__c: 'Under $1M',
      Years_In_Business__c: '6-10',
      Where_would_you_like_to_offer_northwind__c: 'In-Store & Online',
      LeadSource: 'eComm Partner Page',
      lead_UTM__c: 'utm_source=email&utm_campaign=spring+sale',
      Website: '',
    })
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'contactFormSubmit', formName: 'partner' }])
    await expectNoAxeViolations(thanks)

    await user.click(within(thanks).getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })

  it('says something went wrong when the lead is refused, and keeps what was typed', async () => {
    const { user, api } = openPartnerForm()
    api.answers.push({ status: 500, body: { message: 'Server error' } })
    await fillPartnerForm(user)
    await user.click(submit())
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(field('Company')).toHaveValue('Analytical Furniture')
    expect(field('Annual revenue')).toHaveValue('$1-10M')
    expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toBeUndefined()
    expect(submit()).toBeEnabled()
  })

  it('fails the same way when the mapping list cannot be read', async () => {
    const { user, api } = openPartnerForm()
    api.failMapping = 503
    await fillPartnerForm(user)
    await user.click(submit())
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(api.leads).toEqual([])
    expect(field('First name')).toHaveValue('Ada')
  })

  it('shows the message of a field the server refused beside it', async () => {
    const { user, api } = openPartnerForm()
    api.answers.push({ status: 400, body: { message: 'Please enter a valid email address.', parameter: 'Email' } })
    await fillPartnerForm(user)
    await user.click(submit())
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.'))
    expect(field('Email')).toHaveFocus()
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument()
  })

  it('is disabled while it is being sent, so a double click sends once', async () => {
    const { user, api } = openPartnerForm()
    api.hold = gate()
    await fillPartnerForm(user)
    await user.dblClick(submit())
    const sending = await screen.findByRole('button', { name: 'Sending…' })
    expect(sending).toBeDisabled()
    api.hold.open()
    expect(await screen.findByRole('dialog', { name: 'Message sent.' })).toBeInTheDocument()
    expect(api.leads).toHaveLength(1)
  })

  it('sends what a robot put in the hidden field, which people never reach', async () => {
    const { api, user } = openPartnerForm()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="Website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    await fillPartnerForm(user)
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } })
    await user.click(submit())
    await screen.findByRole('dialog', { name: 'Message sent.' })
    expect(api.leads[0]!.body.Website).toBe('http://spam.example')
  })
})
