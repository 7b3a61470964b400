import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '@/testing/axe'
import { richTextPage } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { ComparePaymentOptions } from './compare-payment-options'

const PAGE = '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/compare-modal'

describe('ComparePaymentOptions', () => {
  it('opens the compare-modal page in a window titled with its name; Close gives focus back', async () => {
    server.use(
      http.get(PAGE, () =>
        HttpResponse.json(
          richTextPage(
            'compare-modal',
            'How lease-to-own compares',
            '<table><thead><tr><th scope="col">Feature</th><th scope="col">Lease</th></tr></thead><tbody><tr><th scope="row">Take it home today</th><td>Yes</td></tr></tbody></table>',
          ),
        ),
      ),
    )
    const { user } = renderWithProviders(<ComparePaymentOptions />)
    const button = screen.getByRole('button', { name: 'Compare payment options' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'How lease-to-own compares' })
    expect(within(dialog).getByRole('rowheader', { name: 'Take it home today' })).toBeInTheDocument()
    await expectNoAxeViolations()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('says so in the window when the comparison cannot be loaded', async () => {
    server.use(http.get(PAGE, () => HttpResponse.json({ message: 'Page not found.' }, { status: 404 })))
    const { user } = renderWithProviders(<ComparePaymentOptions />)
    await user.click(screen.getByRole('button', { name: 'Compare payment options' }))
    const dialog = await screen.findByRole('dialog', { name: 'Compare payment options' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The comparison could not be loaded.')
  })
})
