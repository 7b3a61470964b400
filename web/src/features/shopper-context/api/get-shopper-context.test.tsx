import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setApiAuth } from '@/lib/api-client'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { fakeAuth, fakeJwt } from '@/testing/auth'
import { appConfigFixture } from '@/testing/fixtures'
import { fakeShopperContext } from '@/testing/shopper-context'
import { useRemoveShopperQualifier, useSetShopperContext } from '../hooks/use-shopper-context-actions'
import { useShopperContext } from './get-shopper-context'

const USID = 'usid-hook'
let unregister: () => void

beforeEach(() => {
  const token = fakeJwt({ sub: 'cust-1', customer_type: 'registered', usid: USID, exp: Date.now() / 1000 + 1800 })
  unregister = setApiAuth({
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => Promise.resolve(token),
    getCustomerId: () => 'cust-1',
  })
})

afterEach(() => unregister())

function wrapper() {
  const queryClient = createQueryClient()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppConfigProvider config={appConfigFixture}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>
  )
  return { wrapper: Wrapper, queryClient }
}

describe('useShopperContext', () => {
  it('stays idle until the usid is known', async () => {
    const { result, rerender } = renderHook(({ usid }: { usid: string | null }) => useShopperContext(usid), {
      ...wrapper(),
      initialProps: { usid: null as string | null },
    })
    await act(() => Promise.resolve())
    expect(result.current.fetchStatus).toBe('idle')
    expect(fakeShopperContext.calls).toEqual([])
    rerender({ usid: USID })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBeNull()
    expect(fakeShopperContext.calls).toEqual([`GET ${USID}`])
  })

  it('gives the context', async () => {
    fakeShopperContext.contexts.set(USID, { customQualifiers: { customerGuid: 'g-1' } })
    const { result } = renderHook(() => useShopperContext(USID), wrapper())
    await waitFor(() => expect(result.current.data).toEqual({ customQualifiers: { customerGuid: 'g-1' } }))
  })

  it('keeps other errors as the query error, without retrying', async () => {
    fakeShopperContext.fail('GET', 500, 'Context store is down')
    const { result } = renderHook(() => useShopperContext(USID), wrapper())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ status: 500, message: 'Context store is down' })
    expect(fakeShopperContext.calls).toEqual([`GET ${USID}`])
  })
})

describe('shopper-context mutations', () => {
  it('set and remove keep the observed query current', async () => {
    const { wrapper: Wrapper } = wrapper()
    const { result } = renderHook(
      () => ({ query: useShopperContext(USID), set: useSetShopperContext(USID), remove: useRemoveShopperQualifier(USID) }),
      { wrapper: Wrapper },
    )
    await waitFor(() => expect(result.current.query.data).toBeNull())
    await act(() => result.current.set.mutateAsync({ customQualifiers: { customerGuid: 'g-1', store: 's-1' } }))
    expect(result.current.query.data).toEqual({ customQualifiers: { customerGuid: 'g-1', store: 's-1' } })
    await act(() => result.current.remove.mutateAsync('store'))
    expect(result.current.query.data).toEqual({ customQualifiers: { customerGuid: 'g-1' } })
    expect(fakeShopperContext.calls).toEqual([`GET ${USID}`, `PUT ${USID}`, `DELETE ${USID}`, `PUT ${USID}`])
  })

  it("a failing mutation is logged as '{shortName}-CP: {message}' with the customer id", async () => {
    fakeShopperContext.fail('PUT', 400, "The qualifier 'x' is empty or longer than 256 characters.", 'bad-request')
    const { result } = renderHook(() => useSetShopperContext(USID), wrapper())
    await act(() => result.current.mutateAsync({ customQualifiers: { x: 'y'.repeat(300) } }).catch(() => {}))
    await waitFor(() => expect(fakeAuth.logs).toHaveLength(1))
    expect(fakeAuth.logs).toEqual([
      {
        level: 'error',
        message: "northwind-CP: The qualifier 'x' is empty or longer than 256 characters.",
        correlationId: 'cust-1',
      },
    ])
  })
})
