import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { CategoryDrawer, CategoryNav } from './category-menu'

describe('CategoryNav (desktop)', () => {
  it('links every department and opens its categories from the keyboard', async () => {
    const { user } = renderWithProviders(<CategoryNav />)
    const plain = await screen.findByRole('navigation', { name: 'Shop by category' })
    expect(within(plain).getByRole('link', { name: 'Furniture' })).toHaveAttribute('href', '/category/furniture')
    // The live menu takes over from the plain links once its code is in.
    await screen.findByRole('button', { name: 'Furniture categories' })
    const nav = screen.getByRole('navigation', { name: 'Shop by category' })
    expect(within(nav).getByRole('link', { name: 'Appliances' })).toHaveAttribute('href', '/category/appliances')
    expect(within(nav).getByRole('link', { name: 'Appliances' })).toHaveAttribute('href', '/category/appliances')
    const toggle = await screen.findByRole('button', { name: 'Furniture categories' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await within(nav).findByRole('link', { name: 'Living Room' })).toHaveAttribute('href', '/category/living-room')
    expect(within(nav).getByRole('link', { name: 'Shop all Furniture' })).toHaveAttribute('href', '/category/furniture')
    await user.tab()
    expect(within(nav).getByRole('link', { name: 'Living Room' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(within(nav).queryByRole('link', { name: 'Living Room' })).toBeNull()
  })

  it('closes when a category is chosen', async () => {
    const { user } = renderWithProviders(<CategoryNav />)
    await user.click(await screen.findByRole('button', { name: 'Appliances categories' }))
    await user.click(await screen.findByRole('link', { name: 'Laundry' }))
    expect(screen.getByTestId('location').textContent).toBe('/category/laundry')
    expect(screen.queryByRole('link', { name: 'Laundry' })).toBeNull()
  })

  it("says so when a department's categories fail to load, and still links the whole department", async () => {
    server.use(
      http.get('*/shopper-products/v1/organizations/:org/categories/furniture', () =>
        HttpResponse.json({ title: 'Internal Server Error', type: 'about:blank', detail: 'boom' }, { status: 500 }),
      ),
    )
    const { user } = renderWithProviders(<CategoryNav />)
    await user.click(await screen.findByRole('button', { name: 'Furniture categories' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load these categories.')
    expect(screen.getByRole('link', { name: 'Shop all Furniture' })).toHaveAttribute('href', '/category/furniture')
  })
})

describe('CategoryDrawer (phones)', () => {
  it('opens a labelled drawer with expandable departments and closes on a choice', async () => {
    const { user } = renderWithProviders(<CategoryDrawer />, { path: '/es/' })
    await user.click(await screen.findByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Shop by category' })
    const section = within(drawer).getByRole('button', { name: 'Muebles' })
    await user.click(section)
    expect(section).toHaveAttribute('aria-expanded', 'true')
    await user.click(await within(drawer).findByRole('link', { name: 'Sala' }))
    expect(screen.getByTestId('location').textContent).toBe('/es/category/living-room')
    expect(screen.queryByRole('dialog')).toBeNull()
    // Focus goes back to the Menu button.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus()
  })
})
