import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeLeadApi } from '@/testing/leads'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const BODIES: Record<string, Record<string, string>> = {
  partner: {
    'en-US': '<h1>Become a retail partner</h1><p>Offer lease-to-own to your shoppers.</p>',
    'es-US': '<h1>Hágase socio minorista</h1><p>Ofrezca arrendamiento a sus compradores.</p>',
  },
  'about-us': { 'en-US': '<h1>About us</h1><p>Who we are.</p>', 'es-US': '<h1>Quiénes somos</h1><p>Quiénes somos.</p>' },
}

/** The partner and about-us assets, beside the shell's own (the footer). */
function contentPages() {
  server.use(
    http.get('*/mobify/proxy/ocapi/s/:siteId/dw/shop/v22_8/content/:contentId', ({ params, request }) => {
      const body = BODIES[String(params.contentId)]
      if (!body) return undefined
      const locale = new URL(request.url).searchParams.get('locale') ?? 'en-US'
      return HttpResponse.json({ _v: '22.8', _type: 'content', id: params.contentId, name: 'Page', c_body: body[locale] })
    }),
  )
  const leads = fakeLeadApi()
  server.use(...leads.handlers)
  return leads.state
}

describe('the partner page', () => {
  it('offers the partner form and the report below its content; the forms load when opened', async () => {
    contentPages()
    const { user } = renderApp('/partner')
    await screen.findByRole('heading', { level: 1, name: 'Become a retail partner' })
    const main = screen.getByRole('main')
    const getStarted = within(main).getByRole('button', { name: 'Get started' })
    expect(within(main).getByRole('region', { name: 'Download the report' })).toContainElement(
      within(main).getByRole('button', { name: 'Read the Report' }),
    )
    await expectNoAxeViolations()

    await user.click(getStarted)
    const dialog = await screen.findByRole('dialog', { name: 'Interested in participating as a retail partner?' })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(0)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(getStarted).toHaveFocus()

    await user.click(within(main).getByRole('button', { name: 'Read the Report' }))
    expect(await screen.findByRole('dialog', { name: 'Complete the form to download the report' })).toBeInTheDocument()
  })

  it('speaks Spanish under /es', async () => {
    contentPages()
    renderApp('/es/partner')
    await screen.findByRole('heading', { level: 1, name: 'Hágase socio minorista' })
    expect(await screen.findByRole('button', { name: 'Comenzar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Leer el informe' })).toBeInTheDocument()
  })

  it('is the partner page’s alone', async () => {
    contentPages()
    renderApp('/about-us')
    await screen.findByRole('heading', { level: 1, name: 'About us' })
    expect(screen.queryByRole('button', { name: 'Get started' })).not.toBeInTheDocument()
  })
})
