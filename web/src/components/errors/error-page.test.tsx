import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { ErrorPage } from './error-page'
import { NavigationError } from './navigation-error'

describe('ErrorPage', () => {
  it('shows the spec texts and actions', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const { user } = renderWithProviders(<ErrorPage error={new Error('kaboom')} supportHref="/es/support" />)
    expect(screen.getByRole('heading', { level: 1, name: "This page isn't working" })).toBeInTheDocument()
    expect(
      screen.getByText('An error has occurred. Try refreshing the page or if you need immediate help please contact support.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/es/support')
    await user.click(screen.getByRole('button', { name: 'Refresh the page' }))
    expect(reload).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
  })

  it('shows the stack trace in development only', () => {
    const error = new Error('kaboom')
    expect(import.meta.env.DEV).toBe(true)
    renderWithProviders(<ErrorPage error={error} />)
    expect(screen.getByTestId('error-stack')).toHaveTextContent('kaboom')

    vi.stubEnv('DEV', false)
    try {
      renderWithProviders(<ErrorPage error={error} />)
      expect(screen.getAllByTestId('error-stack')).toHaveLength(1)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('links Contact Support to /support by default', () => {
    renderWithProviders(<ErrorPage />)
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support')
  })
})

describe('NavigationError', () => {
  it('shows "Something went wrong" with details and a Go Home button', () => {
    renderWithProviders(<NavigationError error={new Error('Failed to fetch dynamically imported module')} />, {
      path: '/nw/es/somewhere',
    })
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText('Details: Failed to fetch dynamically imported module')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/nw/es/')
  })
})
