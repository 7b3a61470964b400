/** /account: a guest sent to sign in and back, the profile shown and edited, the password changed, the header menu's account links, es-US. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_SHOPPER, fakeAuth } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'

const banner = async () => within(await screen.findByRole('banner'))
const location = () => screen.getByTestId('location')
const profile = () => within(screen.getByRole('region', { name: 'My Profile' }))
const passwordPart = () => within(screen.getByRole('region', { name: 'Password' }))
const jane = () => [...fakeAuth.customers.values()].find((c) => c.customerId === DEMO_SHOPPER.customerId)!

describe('/account', () => {
  it('sends a guest to sign in, and back to the account once signed in', async () => {
    const { user } = renderApp('/es/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido de nuevo' })).toBeInTheDocument()
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/login$/))
    await user.type(await screen.findByLabelText('Correo electrónico'), DEMO_SHOPPER.email)
    await user.type(screen.getByLabelText('Contraseña'), DEMO_SHOPPER.password)
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Iniciar sesión' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/es\/account$/))
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de la cuenta' })).toBeInTheDocument()
    expect(await screen.findByText(DEMO_SHOPPER.email)).toBeInTheDocument()
  })

  it('shows the profile, and the account links beside it and in the header menu', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument()
    const details = await screen.findByRole('region', { name: 'My Profile' })
    expect(within(details).getByText('First Name').nextSibling).toHaveTextContent('Jane')
    expect(within(details).getByText('Last Name').nextSibling).toHaveTextContent('Doe')
    expect(within(details).getByText('Email').nextSibling).toHaveTextContent(DEMO_SHOPPER.email)
    expect(within(details).getByText('Phone Number').nextSibling).toHaveTextContent('Not provided')
    expect(passwordPart().getByText('Your password is hidden for your security.')).toBeInTheDocument()

    const nav = within(screen.getByRole('navigation', { name: 'My account' }))
    expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account/wishlist')
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders')
    expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/account/addresses')

    await user.click(await (await banner()).findByRole('button', { name: 'Jane' }))
    const menu = await banner()
    expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account')
    expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account/wishlist')
    expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/account/orders')
    expect(menu.getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/account/addresses')
    await user.click(menu.getByRole('link', { name: 'Wishlist' }))
    await waitFor(() => expect(location()).toHaveTextContent(/^\/account\/wishlist$/))
  })

  it('edits the name and phone with registration’s rules, says so, and the header greets the new name', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/account')
    const edit = await screen.findByRole('button', { name: 'Edit profile' })
    await expectNoAxeViolations()
    await user.click(edit)
    const firstName = profile().getByLabelText('First Name')
    await waitFor(() => expect(firstName).toHaveFocus())
    expect(profile().getByLabelText('Email')).toHaveAttribute('readonly')
    expect(profile().getByLabelText('Email')).toHaveAccessibleDescription('Your email is how you sign in; it can’t be changed here.')

    await user.clear(firstName)
    await user.type(profile().getByLabelText('Phone Number'), '512-555-01')
    await user.click(profile().getByRole('button', { name: 'Save' }))
    expect(await profile().findByText('Please enter your first name.')).toBeInTheDocument()
    expect(profile().getByLabelText('Phone Number')).toHaveAccessibleDescription(/Please enter a valid 10-digit phone number\./)
    expect(firstName).toHaveFocus()
    expect(fakeAuth.profileUpdates).toEqual([])
    await expectNoAxeViolations()

    await user.type(firstName, 'Janet')
    await user.type(profile().getByLabelText('Phone Number'), '42')
    expect(profile().getByLabelText('Phone Number')).toHaveValue('5125550142')
    await user.click(profile().getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Profile updated')).toBeInTheDocument()
    expect(fakeAuth.profileUpdates).toEqual([{ firstName: 'Janet', lastName: 'Doe', phoneMobile: '5125550142' }])
    expect(profile().getByText('First Name').nextSibling).toHaveTextContent('Janet')
    expect(profile().getByText('Phone Number').nextSibling).toHaveTextContent('(512) 555-0142')
    expect(profile().getByRole('button', { name: 'Edit profile' })).toHaveFocus()
    expect(await (await banner()).findByRole('button', { name: 'Janet' })).toBeInTheDocument()
  })

  it('says when the phone is another account’s, and Cancel keeps the profile as it was', async () => {
    fakeAuth.customers.set('other@example.com', {
      customerId: 'cust-other',
      email: 'other@example.com',
      password: 'x',
      phone: '2105550187',
    })
    fakeAuth.signedIn()
    const { user } = renderApp('/account')
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }))
    await user.type(profile().getByLabelText('Phone Number'), '(210) 555-0187')
    await user.click(profile().getByRole('button', { name: 'Save' }))
    expect(await profile().findByText('This phone number is already used by another account.')).toBeInTheDocument()
    expect(profile().getByLabelText('Phone Number')).toHaveFocus()
    await user.click(profile().getByRole('button', { name: 'Cancel' }))
    expect(profile().getByText('Phone Number').nextSibling).toHaveTextContent('Not provided')
    expect(profile().getByRole('button', { name: 'Edit profile' })).toHaveFocus()
    expect(jane().phone).toBeUndefined()
  })

  it('changes the password: the current one checked, the new one by the registration rules', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/account')
    await user.click(await screen.findByRole('button', { name: 'Change password' }))
    const current = passwordPart().getByLabelText('Current Password')
    await waitFor(() => expect(current).toHaveFocus())
    await user.click(passwordPart().getByRole('button', { name: 'Save' }))
    expect(await passwordPart().findByText('Please enter your password.')).toBeInTheDocument()
    expect(passwordPart().getByText('Please create a password.')).toBeInTheDocument()

    await user.type(current, 'Wrong#2026')
    await user.type(passwordPart().getByLabelText('New Password'), 'newpass#2026')
    await user.click(passwordPart().getByRole('button', { name: 'Save' }))
    expect(await passwordPart().findByText('Password must contain at least one uppercase letter.')).toBeInTheDocument()
    await expectNoAxeViolations()

    await user.clear(passwordPart().getByLabelText('New Password'))
    await user.type(passwordPart().getByLabelText('New Password'), 'Newpass#2026')
    await user.click(passwordPart().getByRole('button', { name: 'Save' }))
    expect(await passwordPart().findByText('The current password is not correct.')).toBeInTheDocument()
    expect(current).toHaveFocus()
    expect(jane().password).toBe(DEMO_SHOPPER.password)

    await user.clear(current)
    await user.type(current, DEMO_SHOPPER.password)
    await user.click(passwordPart().getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Password updated')).toBeInTheDocument()
    expect(jane().password).toBe('Newpass#2026')
    expect(passwordPart().queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(passwordPart().getByRole('button', { name: 'Change password' })).toHaveFocus()
  })
})
