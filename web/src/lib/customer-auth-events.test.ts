import { describe, expect, it, vi } from 'vitest'
import { onBeforeLogout, onLeaseCustomerSignedIn, runBeforeLogout, runLeaseCustomerSignedIn } from './customer-auth-events'

describe('customer auth hook points', () => {
  it('awaits every handler in registration order; a failing one is written to the console and the rest still run', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: string[] = []
    const offs = [
      onLeaseCustomerSignedIn(async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        seen.push(`first ${event.customerGuid}`)
      }),
      onLeaseCustomerSignedIn(() => {
        throw new Error('Boom')
      }),
      onLeaseCustomerSignedIn((event) => {
        seen.push(`third ${event.usid}`)
      }),
    ]
    await expect(runLeaseCustomerSignedIn({ usid: 'u-1', customerId: 'c-1', customerGuid: 'g-1' })).resolves.toBeUndefined()
    expect(seen).toEqual(['first g-1', 'third u-1'])
    expect(consoleError).toHaveBeenCalledWith('A lease-customer sign-in handler failed', new Error('Boom'))
    for (const off of offs) off()
    await runLeaseCustomerSignedIn({ usid: 'u-2', customerId: 'c-1', customerGuid: 'g-1' })
    expect(seen).toHaveLength(2)
  })

  it('keeps the two hook points apart', async () => {
    const signedIn = vi.fn()
    const beforeLogout = vi.fn()
    const offs = [onLeaseCustomerSignedIn(signedIn), onBeforeLogout(beforeLogout)]
    await runBeforeLogout({ usid: 'u-1', customerId: 'c-1' })
    expect(beforeLogout).toHaveBeenCalledWith({ usid: 'u-1', customerId: 'c-1' })
    expect(signedIn).not.toHaveBeenCalled()
    for (const off of offs) off()
  })
})
