import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '@/components/toast/toast-provider'
import { installGuestApiSession } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeLeadApi } from '@/testing/leads'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import LeadDialog from './lead-dialog'

const TITLE = 'Complete the form to download the report'
const REPORT = `${window.location.origin}/library/report.pdf`

let endSession: () => void
beforeEach(() => {
  endSession = installGuestApiSession()
})
afterEach(() => {
  endSession()
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
})

/** The tab the form opens in the submit event: what the test sees of it. */
function fakeTab() {
  const doc = document.implementation.createHTMLDocument('')
  return { opener: window as unknown, closed: false, document: doc, close: vi.fn(), location: { replace: vi.fn() } }
}

function openReportForm({ tab = fakeTab() }: { tab?: ReturnType<typeof fakeTab> | null } = {}) {
  const api = fakeLeadApi()
  server.use(...api.handlers)
  const windowOpen = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
  const result = renderWithProviders(
    <ToastProvider>
      <LeadDialog kind="report" onClose={vi.fn()} />
    </ToastProvider>,
  )
  return { ...result, api: api.state, tab, windowOpen }
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () => screen.getByRole('button', { name: 'Read the Report' })

async function fillReportForm(user: UserEvent) {
  await user.type(field('First name'), 'Ada')
  await user.type(field('Last name'), 'Lovelace')
  await user.type(field('Company'), 'Analytical Furniture')
  await user.type(field('Email'), 'ada@example.com')
  await user.selectOptions(field('Preferred contact method'), 'Phone')
  await user.type(field('Phone number'), '2105550187')
  await user.type(field('ZIP code'), '78205')
}

describe('the report form', () => {
  it('shows every field’s error on an empty submit and opens nothing', async () => {
    const { user, api, windowOpen } = openReportForm()
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    await user.click(submit())
    for (const label of ['First name', 'Last name', 'Company', 'Email', 'Preferred contact method', 'Phone number', 'ZIP code'])
      expect(field(label)).toHaveAccessibleDescription('This field is required.')
    expect(windowOpen).not.toHaveBeenCalled()
    expect(api.leads).toEqual([])
  })

  it('checks the phone when it loses focus, and the email on submit', async () => {
    const { user } = openReportForm()
    await user.type(field('Phone number'), '210555')
    await user.tab()
    expect(field('Phone number')).toHaveAccessibleDescription('Please enter a valid 10-digit phone number.')
    await user.type(field('Phone number'), '0187')
    expect(field('Phone number')).not.toHaveAttribute('aria-invalid')
    await user.tab()
    expect(field('Phone number')).not.toHaveAttribute('aria-invalid')

    await user.type(field('Email'), 'ada.example.com')
    await user.tab()
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
    await user.click(submit())
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.')
  })

  it('takes a ZIP code of digits only, five at most, on a numeric keyboard', async () => {
    const { user } = openReportForm()
    await user.type(field('ZIP code'), '78a2-0599')
    expect(field('ZIP code')).toHaveValue('78205')
    expect(field('ZIP code')).toHaveAttribute('inputmode', 'numeric')
    expect(field('ZIP code')).toHaveAttribute('maxlength', '5')
  })

  it('sends the lead, thanks, tells the data layer and shows the report in the tab the click opened', async () => {
    const { user, api, tab, windowOpen } = openReportForm()
    await expectNoAxeViolations(screen.getByRole('dialog'))
    await fillReportForm(user)
    await user.click(submit())

    const thanks = await screen.findByRole('dialog', { name: 'Message sent.' })
    expect(within(thanks).getByText('Thank you for contacting us!')).toBeInTheDocument()
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen).toHaveBeenCalledWith('', '_blank')
    expect(tab!.opener).toBeNull()
    expect(tab!.document.body.textContent).toBe('Opening the report…')
    expect(tab!.location.replace).toHaveBeenCalledWith(REPORT)
    expect(tab!.close).not.toHaveBeenCalled()
    expect(api.leads[0]!.body).toEqual({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Company: 'Analytical Furniture',
      Email: 'ada@example.com',
      contactMethod__c: 'Phone',
      Phone: '2105550187',
      PostalCode: '78205',
      LeadSource: 'eComm Report Download',
      lead_UTM__c: '',
      Website: '',
    })
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ event: 'contactFormSubmit', formName: 'report' }])
    expect(within(thanks).getByRole('link', { name: /^Open the report ?\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      '/library/report.pdf',
    )
    await expectNoAxeViolations(thanks)
  })

  it('opens the report at the end when the browser refused the tab at the click', async () => {
    const { user, windowOpen } = openReportForm({ tab: null })
    await fillReportForm(user)
    await user.click(submit())
    await screen.findByRole('dialog', { name: 'Message sent.' })
    expect(windowOpen).toHaveBeenLastCalledWith(REPORT, '_blank', 'noopener')
  })

  it('closes the tab and says something went wrong when the lead is refused, keeping what was typed', async () => {
    const { user, api, tab } = openReportForm()
    api.answers.push({ status: 429, body: { message: 'Too many forms were sent from this connection.' } })
    await fillReportForm(user)
    await user.click(submit())
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
    expect(tab!.close).toHaveBeenCalled()
    expect(tab!.location.replace).not.toHaveBeenCalled()
    expect(field('ZIP code')).toHaveValue('78205')
    expect(field('Email')).toHaveValue('ada@example.com')
  })

  it('shows the ZIP code’s message when the server refuses it', async () => {
    const { user, api, tab } = openReportForm()
    api.answers.push({ status: 400, body: { message: 'Please enter a valid 5-digit ZIP code.', parameter: 'PostalCode' } })
    await fillReportForm(user)
    await user.click(submit())
    expect(await screen.findByText('Please enter a valid 5-digit ZIP code.')).toBeInTheDocument()
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true')
    expect(tab!.close).toHaveBeenCalled()
  })
})
