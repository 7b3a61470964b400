/**
 * The SLAS calls the shopper session makes (lib/auth-session.ts), in one module it imports when
 * it first needs one — right after the page starts — so they are not part of the first load.
 */
export { registerCustomer } from './register-customer'
export { authorizeGuest } from './slas-authorize'
export { loginRegistered } from './slas-login'
export { logoutCustomer } from './slas-logout'
export { exchangeCode, refreshAccessToken } from './slas-token'
export { createPkce } from '@/lib/pkce'
