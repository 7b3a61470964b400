import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { probeRoutes } from '@/testing/auth-probe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const LOGIN = '*/mobify/proxy/api/shopper/auth/v1/organizations/:org/oauth2/login'

async function openModal(button = 'open sign-in') {
  const view = renderApp('/probe', { routes: probeRoutes })
  await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'))
  await view.user.click(screen.getByRole('button', { name: button }))
  await screen.findByRole('dialog')
  return view
}

const dialog = () => screen.getByRole('dialog')

describe('sign-in modal', () => {
  it('opens on the login view with the spec texts, focus in the email field', async () => {
    await openModal()
    expect(dialog()).toHaveAccessibleName('Welcome Back')
    const d = within(dialog())
    expect(d.getByLabelText('Email')).toHaveFocus()
    expect(d.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(d.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument()
    expect(d.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(d.getByText(/Don't have an account\?/)).toContainElement(d.getByRole('button', { name: 'Create account' }))
  })

  it('switches views: login → register → login → password → login', async () => {
    const { user } = await openModal()
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }))
    expect(dialog()).toHaveAccessibleName("Let's get started!")
    expect(within(dialog()).getByLabelText('First Name')).toHaveFocus()
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }))
    expect(dialog()).toHaveAccessibleName('Welcome Back')
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }))
    expect(dialog()).toHaveAccessibleName('Reset Password')
    const d = within(dialog())
    expect(d.getByText('Enter your email to receive instructions on how to reset your password')).toBeInTheDocument()
    expect(d.getByText(/Or return to/)).toContainElement(d.getByRole('button', { name: 'Sign in' }))
    await user.click(d.getByRole('button', { name: 'Sign in' }))
    expect(dialog()).toHaveAccessibleName('Welcome Back')
  })

  it('resets to its initial view and empty fields each time it opens', async () => {
    const { user } = await openModal()
    await user.type(within(dialog()).getByLabelText('Email'), 'someone@example.com')
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'open sign-in' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'open sign-in' }))
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Welcome Back')
    expect(within(dialog()).getByLabelText('Email')).toHaveValue('')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'open register' }))
    expect(await screen.findByRole('dialog')).toHaveAccessibleName("Let's get started!")
  })

  it('shows the login validation messages', async () => {
    const { user } = await openModal()
    await user.click(within(dialog()).getByRole('button', { name: 'Sign In' }))
    const d = within(dialog())
    expect(await d.findByText('Please enter your email address.')).toBeInTheDocument()
    expect(d.getByText('Please enter your password.')).toBeInTheDocument()
    expect(d.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(d.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.')
    expect(fakeAuth.calls).not.toContain('POST login')
  })

  it('toggles the password visibility', async () => {
    const { user } = await openModal()
    const d = within(dialog())
    await user.click(d.getByRole('button', { name: 'Show password' }))
    expect(d.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await user.click(d.getByRole('button', { name: 'Hide password' }))
    expect(d.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it('shows the Unauthorized message for wrong credentials, and clears the global error on submit click', async () => {
    const { user } = await openModal()
    const d = within(dialog())
    await user.type(d.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(d.getByLabelText('Password'), 'not-the-password')
    await user.click(d.getByRole('button', { name: 'Sign In' }))
    expect(await d.findByRole('alert')).toHaveTextContent("Something's not right with your email or password. Try again.")

    await user.clear(d.getByLabelText('Password'))
    await user.click(d.getByRole('button', { name: 'Sign In' }))
    expect(d.queryByRole('alert')).not.toBeInTheDocument()
    expect(d.getByText('Please enter your password.')).toBeInTheDocument()
  })

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })],
    ['too many attempts', () => HttpResponse.json({ message: 'Too many login attempts' }, { status: 429 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the generic error for %s', async (_case, answer) => {
    server.use(http.post(LOGIN, answer))
    const { user } = await openModal()
    const d = within(dialog())
    await user.type(d.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(d.getByLabelText('Password'), DEMO_SHOPPER.password)
    await user.click(d.getByRole('button', { name: 'Sign In' }))
    expect(await d.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
  })

  it('signs in: welcome toast, then the success callback, then it closes', async () => {
    const { user } = await openModal()
    const d = within(dialog())
    await user.type(d.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(d.getByLabelText('Password'), DEMO_SHOPPER.password)
    await user.click(d.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // It closes as soon as the shopper is registered; the callback follows once the sign-in has finished.
    await waitFor(() => expect(screen.getByTestId('log')).toHaveTextContent('success'))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Welcome back! You are signed in.'))
    expect(screen.getByTestId('status')).toHaveTextContent('registered')
    expect(window.sessionStorage.getItem(CUSTOMER_LOGGED_IN_KEY)).toBe('true')
    expect(await screen.findByRole('button', { name: 'Jane', expanded: false })).toBeInTheDocument()
  })

  it('closes when the shopper becomes registered while it is open', async () => {
    await openModal()
    // The page behind the modal is inert for the pointer; fireEvent reaches it anyway.
    fireEvent.click(screen.getByRole('button', { name: 'sign in elsewhere', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('log')).toHaveTextContent('')
  })

  it('validates the registration form with the spec messages', async () => {
    const { user } = await openModal('open register')
    const d = within(dialog())
    await user.click(d.getByRole('button', { name: 'Create Account' }))
    expect(await d.findByText('Please enter your first name.')).toBeInTheDocument()
    expect(d.getByText('Please enter your last name.')).toBeInTheDocument()
    expect(d.getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(d.getByText('Please create a password.')).toBeInTheDocument()

    const password = d.getByLabelText('Password')
    const cases: [string, string][] = [
      ['Aa1!', 'Password must contain at least 8 characters.'],
      ['aaaaaa1!', 'Password must contain at least one uppercase letter.'],
      ['AAAAAA1!', 'Password must contain at least one lowercase letter.'],
      ['Aaaaaaa!', 'Password must contain at least one number.'],
      ['Aaaaaaa1', 'Password must contain at least one special character.'],
    ]
    for (const [value, message] of cases) {
      await user.clear(password)
      await user.type(password, value)
      await user.click(d.getByRole('button', { name: 'Create Account' }))
      expect(await d.findByText(message)).toBeInTheDocument()
    }
  })

  it('shows the live password requirements', async () => {
    const { user } = await openModal('open register')
    const d = within(dialog())
    const list = d.getByRole('list', { name: 'Password requirements' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '8 characters, not met',
      '1 uppercase, not met',
      '1 lowercase, not met',
      '1 number, not met',
      '1 special character, not met',
    ])
    await user.type(d.getByLabelText('Password'), 'abc1')
    expect(items.map((li) => li.getAttribute('data-met'))).toEqual(['false', 'false', 'true', 'true', 'false'])
    await user.type(d.getByLabelText('Password'), 'DEF#x')
    expect(items.every((li) => li.getAttribute('data-met') === 'true')).toBe(true)
  })

  it('registers: the registration callback gets the profile, then it closes', async () => {
    const { user } = await openModal()
    await user.click(within(dialog()).getByRole('button', { name: 'Create account' }))
    const d = within(dialog())
    await user.type(d.getByLabelText('First Name'), 'Sam')
    await user.type(d.getByLabelText('Last Name'), 'Lee')
    await user.type(d.getByLabelText('Email'), 'sam@example.com')
    await user.type(d.getByLabelText('Password'), 'Secret#2026')
    expect(d.getByRole('checkbox', { name: /Sign me up for Northwind Lease emails/ })).not.toBeChecked()
    await user.click(d.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByTestId('log')).toHaveTextContent('registered sam@example.com false'))
    expect(screen.getByTestId('status')).toHaveTextContent('registered')
    expect(fakeAuth.customers.get('sam@example.com')).toMatchObject({ firstName: 'Sam', lastName: 'Lee' })
  })

  it('shows the generic error when registration fails (e.g. the email exists)', async () => {
    const { user } = await openModal('open register')
    const d = within(dialog())
    await user.type(d.getByLabelText('First Name'), 'Jane')
    await user.type(d.getByLabelText('Last Name'), 'Doe')
    await user.type(d.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(d.getByLabelText('Password'), 'Secret#2026')
    await user.click(d.getByRole('button', { name: 'Create Account' }))
    expect(await d.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
    expect(screen.getByTestId('status')).toHaveTextContent('guest')
  })

  it('requests a password reset, then offers Back to Sign In', async () => {
    const { user } = await openModal()
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }))
    const d = within(dialog())
    await user.type(d.getByLabelText('Email'), 'not-an-email')
    await user.click(d.getByRole('button', { name: 'Reset Password' }))
    expect(await d.findByText('Please enter a valid email address.')).toBeInTheDocument()

    await user.clear(d.getByLabelText('Email'))
    await user.type(d.getByLabelText('Email'), 'nobody@example.com')
    await user.click(d.getByRole('button', { name: 'Reset Password' }))
    expect(
      await d.findByText('You will receive an email at nobody@example.com with a link to reset your password shortly.'),
    ).toBeInTheDocument()
    expect(dialog()).toHaveAccessibleName('Password Reset')
    expect(fakeAuth.resetRequests).toEqual(['nobody@example.com'])
    await user.click(d.getByRole('button', { name: 'Back to Sign In' }))
    expect(dialog()).toHaveAccessibleName('Welcome Back')
  })

  it('shows the generic error when the reset request fails', async () => {
    server.use(http.post('*/customers/password/actions/create-reset-token', () => HttpResponse.json({ message: 'Down' }, { status: 503 })))
    const { user } = await openModal()
    await user.click(within(dialog()).getByRole('button', { name: 'Forgot password?' }))
    const d = within(dialog())
    await user.type(d.getByLabelText('Email'), 'nobody@example.com')
    await user.click(d.getByRole('button', { name: 'Reset Password' }))
    expect(await d.findByRole('alert')).toHaveTextContent('Something went wrong. Try again!')
  })
})
