import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { renderApp } from '@/testing/render'

describe('/login', () => {
  it('renders the login form in the auth layout, with prefixed links', async () => {
    const { user } = renderApp('/nw/login')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Sign In | Northwind Lease'))
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/nw/registration')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/nw/reset-password')

    await user.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/nw\/$/))
    expect(await screen.findByText('Welcome back! You are signed in.')).toBeInTheDocument()
  })

  it('shows the Unauthorized message on the page too', async () => {
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })
    await user.type(screen.getByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Something's not right with your email or password. Try again.")
  })

  it('sends a signed-in customer home', async () => {
    fakeAuth.signedIn()
    renderApp('/es/login')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/$/))
  })

  it('sends a signed-in customer to the page that sent them here (state.from), keeping the prefix', async () => {
    fakeAuth.signedIn()
    renderApp({ pathname: '/es/login', state: { from: '/search?q=tv' } })
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/search\?q=tv$/))
  })

  it.each(['//evil.example/x', '/\\evil.example', '/\t/evil.example', 'https://evil.example/'])(
    'never to another origin: state.from %j goes home',
    async (from) => {
      fakeAuth.signedIn()
      renderApp({ pathname: '/es/login', state: { from } })
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/$/))
    },
  )
})

describe('/registration', () => {
  it('creates the account, signs in and goes home', async () => {
    const { user } = renderApp('/registration')
    expect(await screen.findByRole('heading', { level: 1, name: "Let's get started!" })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    await user.type(screen.getByLabelText('First Name'), 'Ana')
    await user.type(screen.getByLabelText('Last Name'), 'Ruiz')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Password'), 'Secret#2026')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
    expect(await screen.findByRole('button', { name: 'Ana' })).toBeInTheDocument()
  })
})

describe('/reset-password', () => {
  it('requests the reset email, then links back to sign in', async () => {
    const { user } = renderApp('/es/reset-password')
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es/login')
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }))
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Correo electrónico'), 'jane@example.com')
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecimiento de contraseña' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/es/login')
  })

  it('sets a new password with the emailed token', async () => {
    const { user } = renderApp(`/reset-password?token=good-token&email=${encodeURIComponent(DEMO_SHOPPER.email)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeInTheDocument()
    expect(screen.getByText(`Enter a new password for ${DEMO_SHOPPER.email}.`)).toBeInTheDocument()
    await user.type(screen.getByLabelText('New Password'), 'weak')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Password must contain at least 8 characters.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('New Password'))
    await user.type(screen.getByLabelText('New Password'), 'Brand#New2026')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Changed' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(fakeAuth.customers.get(DEMO_SHOPPER.email)?.password).toBe('Brand#New2026')
  })

  it('shows the generic error (and a way to get a new link) for a bad token', async () => {
    const { user } = renderApp(`/reset-password?token=expired&email=${encodeURIComponent(DEMO_SHOPPER.email)}`)
    await user.type(await screen.findByLabelText('New Password'), 'Brand#New2026')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong. Try again!')
    await user.click(screen.getByRole('link', { name: 'Request a new link' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument()
  })
})
