import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeAuth, signInThroughDialog } from '@/testing/auth'
import { probeRoutes } from '@/testing/auth-probe'
import { renderApp } from '@/testing/render'
import { isLoginPath } from './use-gated-action'

async function renderProbe(path: string) {
  const view = renderApp(path, { routes: probeRoutes })
  await waitFor(() => expect(screen.getByTestId('status')).not.toHaveTextContent('loading'))
  return view
}

describe('useGatedAction', () => {
  it('recognises the login page by a path ending in /login', () => {
    expect(isLoginPath('/login')).toBe(true)
    expect(isLoginPath('/es/login')).toBe(true)
    expect(isLoginPath('/nw/es-US/probe/login/')).toBe(true)
    expect(isLoginPath('/customer-login')).toBe(false)
    expect(isLoginPath('/login/help')).toBe(false)
  })

  it('gives a guest the sign-in modal, and runs the action after signing in', async () => {
    const { user } = await renderProbe('/probe')
    await user.click(screen.getByRole('button', { name: 'gated action' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
    expect(screen.getByTestId('log')).toHaveTextContent('')
    await signInThroughDialog(user)
    await waitFor(() => expect(screen.getByTestId('log')).toHaveTextContent('gated action'))
  })

  it.each(['/probe/login', '/es/probe/login'])('on the login page (%s) shows the info toast instead', async (path) => {
    const { user } = await renderProbe(path)
    await user.click(screen.getByRole('button', { name: 'gated action' }))
    const text = path.startsWith('/es') ? '¡Inicia sesión para continuar!' : 'Please sign in to continue!'
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('log')).toHaveTextContent('')
  })

  it('runs the action at once for a registered customer', async () => {
    fakeAuth.signedIn()
    const { user } = await renderProbe('/probe/login')
    await user.click(screen.getByRole('button', { name: 'gated action' }))
    expect(screen.getByTestId('log')).toHaveTextContent('gated action')
    expect(screen.queryByText('Please sign in to continue!')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
