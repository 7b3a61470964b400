// The wish list end to end against the real server: a guest's Add to wishlist on a product page
// asks to sign in, and after the sign-in the product is in the customer's wish list; it can be
// removed again from the same button.
import { expect, msg, registerThenSignOut, test, waitForApp } from './support'

test('a guest’s Add to wishlist asks to sign in, then keeps the product; it can be removed', async ({ page }) => {
  // An account to sign in with, then back to being a guest.
  const { email, password, login } = await registerThenSignOut(page, { first: 'Wren', last: 'Wish' })

  await page.goto('/product/sofas-001-navy')
  await waitForApp(page)
  await page.getByRole('button', { name: msg('en-US', 'wishlist.add') }).click()
  await expect(login).toBeVisible()
  await login.getByRole('textbox', { name: msg('en-US', 'auth.login.email'), exact: true }).fill(email)
  await login.getByRole('textbox', { name: msg('en-US', 'auth.login.password'), exact: true }).fill(password)
  await login.getByRole('button', { name: msg('en-US', 'auth.login.submit') }).click()
  await expect(page.getByText(msg('en-US', 'wishlist.added', { n: '1' }))).toBeVisible()
  const remove = page.getByRole('button', { name: msg('en-US', 'wishlist.remove') })
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await remove.click()
  await expect(page.getByText(msg('en-US', 'wishlist.removed'))).toBeVisible()
  await expect(page.getByRole('button', { name: msg('en-US', 'wishlist.add') })).toBeVisible()
})
