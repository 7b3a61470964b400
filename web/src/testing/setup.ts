import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cookieRemoval, removeTrackingCookies } from '@/lib/tracking-params'
import { fakeAuth } from './auth'
import { fakeBaskets } from './basket'
import { fakeCatchUp } from './catchup'
import { fakeIdp } from './idp'
import { fakeLease } from './lease'
import { fakePaymentMethods } from './payment-methods'
import { fakePayments } from './payments'
import { fakeRecs } from './recs'
import { server } from './server'
import { fakeShopperContext } from './shopper-context'
import { fakeWishLists } from './wishlist'

// A route's page is a lazy chunk that vitest transforms on first import: on a busy 2-core
// machine that alone can pass testing-library's default 1 s wait for `findBy…`.
configure({ asyncUtilTimeout: 5000 })

// jsdom does not implement scrolling.
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  server.resetHandlers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  // A story with the visitor's consent keeps the campaign in cookies, which the next one would send.
  removeTrackingCookies()
  document.cookie = cookieRemoval('referral_code')
  fakeAuth.reset()
  fakeBaskets.reset()
  fakeCatchUp.reset()
  fakeIdp.reset()
  fakeLease.reset()
  fakePaymentMethods.reset()
  fakePayments.reset()
  fakeRecs.reset()
  fakeShopperContext.reset()
  fakeWishLists.reset()
  document.documentElement.removeAttribute('lang')
  document.title = ''
})

afterAll(() => server.close())
