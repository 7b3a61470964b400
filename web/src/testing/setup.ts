import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { fakeAuth } from './auth'
import { fakeIdp } from './idp'
import { server } from './server'
import { fakeShopperContext } from './shopper-context'

// jsdom does not implement scrolling.
window.scrollTo = () => {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  server.resetHandlers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  fakeAuth.reset()
  fakeIdp.reset()
  fakeShopperContext.reset()
  document.documentElement.removeAttribute('lang')
  document.title = ''
})

afterAll(() => server.close())
