/** /account/addresses: the empty book, adding (the shipping rules at their fields), the default, editing, removing; the checkout offering them. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CustomerAddress } from '@/api/types'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const ADDRESSES = '*/mobify/proxy/api/customer/shopper-customers/v1/organizations/:org/customers/:customerId/addresses'
let saved: CustomerAddress[] = []

beforeEach(() => {
  saved = []
  server.use(
    http.get(ADDRESSES, ({ params }) => {
      if (params.customerId !== DEMO_SHOPPER.customerId) return new HttpResponse(null, { status: 404 })
      const data = [...saved].sort((a, b) => Number(b.preferred) - Number(a.preferred))
      return HttpResponse.json({ data, total: data.length })
    }),
    http.post(ADDRESSES, async ({ request }) => {
      const address = (await request.json()) as CustomerAddress
      if (address.postalCode.length !== 5)
        return HttpResponse.json({ message: 'Invalid Zipcode. Please enter a valid Zipcode.', parameter: 'postalCode' }, { status: 400 })
      if (saved.some((a) => a.addressId === address.addressId))
        return HttpResponse.json({ message: 'x', reason: 'address_name_taken' }, { status: 409 })
      const added = { ...address, preferred: saved.length === 0 }
      saved.push(added)
      return HttpResponse.json(added)
    }),
    http.patch(`${ADDRESSES}/:name`, async ({ request, params }) => {
      const change = (await request.json()) as CustomerAddress
      if (change.preferred) saved = saved.map((a) => ({ ...a, preferred: false }))
      saved = saved.map((a) => (a.addressId === params.name ? { ...a, ...change, addressId: a.addressId } : a))
      return HttpResponse.json(saved.find((a) => a.addressId === params.name))
    }),
    http.delete(`${ADDRESSES}/:name`, ({ params }) => {
      saved = saved.filter((a) => a.addressId !== params.name)
      if (saved.length && !saved.some((a) => a.preferred)) saved = saved.map((a, i) => (i === 0 ? { ...a, preferred: true } : a))
      return new HttpResponse(null, { status: 204 })
    }),
  )
})

async function fill(user: ReturnType<typeof renderApp>['user'], street: string, zip: string) {
  await user.type(screen.getByLabelText('First name'), 'Ana')
  await user.type(screen.getByLabelText('Last name'), 'Reyes')
  await user.type(screen.getByLabelText('Street address'), street)
  await user.type(screen.getByLabelText('City'), 'Austin')
  await user.selectOptions(screen.getByLabelText('State'), 'TX')
  await user.type(screen.getByLabelText('ZIP code'), zip)
  await user.type(screen.getByLabelText('Phone'), '5125550100')
}

describe('/account/addresses', () => {
  it('adds addresses, the first the default, makes another the default and removes one', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/account/addresses')
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument()
    expect(await screen.findByText("You haven't saved an address yet.")).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add an address' }))
    await fill(user, '12 Elm St', '7870')
    await user.click(screen.getByRole('button', { name: 'Ship to this address' }))
    // The form's own check comes first: nothing is sent with a 4-digit ZIP.
    expect(await screen.findByText('Invalid Zipcode. Please enter a valid Zipcode.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('ZIP code'), '1')
    await user.click(screen.getByRole('button', { name: 'Ship to this address' }))
    expect(await screen.findByText('Address saved')).toBeInTheDocument()
    const home = (await screen.findByRole('button', { name: 'Edit 12 Elm St, 78701' })).closest('li')!
    expect(home).toHaveTextContent('Default')
    await expectNoAxeViolations()

    await user.click(screen.getByRole('button', { name: 'Add an address' }))
    await fill(user, '9 Oak Ave', '78702')
    await user.click(screen.getByRole('button', { name: 'Ship to this address' }))
    const oak = (await screen.findByRole('button', { name: 'Edit 9 Oak Ave, 78702' })).closest('li')!
    expect(oak).not.toHaveTextContent('Default')
    await user.click(within(oak).getByRole('button', { name: 'Make 9 Oak Ave, 78702 my default' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit 9 Oak Ave, 78702' }).closest('li')).toHaveTextContent('Default'))
    expect(saved.find((a) => a.addressId === '12 Elm St, 78701')?.preferred).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Remove 9 Oak Ave, 78702' }))
    expect(await screen.findByText('Address removed')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit 9 Oak Ave, 78702' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Edit 12 Elm St, 78701' }).closest('li')).toHaveTextContent('Default')
  })
})
