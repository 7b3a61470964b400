import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { FormattedMessage, MissingDataError, ReactIntlError as IntlError, ReactIntlErrorCode as IntlErrorCode } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { catalogue } from '@/testing/handlers'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'
import { I18nProvider } from './i18n-provider'
import { messagesQueryOptions, type LoadedMessages } from './messages'
import { onIntlError } from './on-intl-error'

describe('translation loading', () => {
  it('renders the fetched catalogue of the locale in the URL', async () => {
    let requested = ''
    server.use(
      http.get('*/static/translations/compiled/:file', ({ params }) => {
        requested = String(params.file)
        return HttpResponse.json(catalogue('es-US'))
      }),
    )
    renderApp('/es-US/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrienda hasta $4,000 en mercancía' })).toBeInTheDocument()
    expect(requested).toBe('es-US.json')
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'))
  })

  it('uses messages from the fetched file, not the inline defaults', async () => {
    server.use(
      http.get('*/static/translations/compiled/:file', () =>
        HttpResponse.json({ ...catalogue('en-US'), 'home.hero.headline': 'Fetched headline' }),
      ),
    )
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Fetched headline' })).toBeInTheDocument()
  })

  it('falls back to the inline default messages when the catalogue cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/static/translations/compiled/:file', () => new HttpResponse(null, { status: 500 })))
    renderApp('/es/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease up to $4,000 in merchandise' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Falling back to default messages'))
  })

  it('also falls back when the network fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/static/translations/compiled/:file', () => HttpResponse.error()))
    renderApp('/es-US/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease up to $4,000 in merchandise' })).toBeInTheDocument()
  })
})

describe("a server-rendered page's messages", () => {
  // What the server's render sends: the messages the page showed, not the catalogue.
  function renderWithPageMessages() {
    const queryClient = createQueryClient()
    const pageMessages: LoadedMessages = { locale: 'es-US', messages: { shown: 'Hola' }, partial: true }
    queryClient.setQueryData(messagesQueryOptions('es-US').queryKey, pageMessages)
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="es-US">
          <p>
            <FormattedMessage id="shown" defaultMessage="Hello" />
          </p>
          <p>
            <FormattedMessage id="later" defaultMessage="Goodbye" />
          </p>
        </I18nProvider>
      </QueryClientProvider>,
    )
  }

  it('shows them at once, then loads the whole catalogue for what comes next', async () => {
    server.use(http.get('*/static/translations/compiled/:file', () => HttpResponse.json({ shown: 'Hola', later: 'Adiós' })))
    const warn = vi.spyOn(console, 'warn')
    renderWithPageMessages()
    expect(screen.getByText('Hola')).toBeInTheDocument()
    expect(await screen.findByText('Adiós')).toBeInTheDocument()
    expect(screen.getByText('Hola')).toBeInTheDocument()
    // A message not yet loaded is expected while the catalogue comes: nothing to warn about.
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps them on screen when the catalogue cannot be loaded', async () => {
    let requests = 0
    server.use(
      http.get('*/static/translations/compiled/:file', () => {
        requests += 1
        return new HttpResponse(null, { status: 500 })
      }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithPageMessages()
    await waitFor(() => expect(requests).toBe(1))
    await waitFor(() => expect(screen.getByText('Goodbye')).toBeInTheDocument())
    expect(screen.getByText('Hola')).toBeInTheDocument()
  })
})

describe('onIntlError', () => {
  it('only warns about a missing translation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const missing = new IntlError(IntlErrorCode.MISSING_TRANSLATION, 'Missing message: "x" for locale: "es-US"')
    expect(() => onIntlError(missing)).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('throws any other error', () => {
    const other = new MissingDataError('no locale data')
    expect(() => onIntlError(other)).toThrow('no locale data')
  })
})
