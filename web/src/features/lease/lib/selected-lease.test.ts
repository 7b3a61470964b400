import { describe, expect, it, vi } from 'vitest'
import { readSelectedLease, resolveSelectedLease, SELECTED_LEASE_KEY, storeSelectedLease, subscribeSelectedLease } from './selected-lease'

const leases = [{ leaseNumber: '300' }, { leaseNumber: '200' }, { leaseNumber: '100' }]

describe('the selected lease', () => {
  it('is the stored lease when it is one of the list', () => {
    expect(resolveSelectedLease(leases, '200')).toBe(leases[1])
  })

  it('falls back to the newest (the first) without a stored lease, or with one that is not in the list', () => {
    expect(resolveSelectedLease(leases, null)).toBe(leases[0])
    expect(resolveSelectedLease(leases, '999')).toBe(leases[0])
    expect(resolveSelectedLease([], '200')).toBeUndefined()
  })

  it('is kept in local storage and tells its subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSelectedLease(listener)
    expect(readSelectedLease()).toBeNull()
    storeSelectedLease('200')
    expect(window.localStorage.getItem(SELECTED_LEASE_KEY)).toBe('200')
    expect(readSelectedLease()).toBe('200')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    storeSelectedLease('100')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows a choice made in another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSelectedLease(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: SELECTED_LEASE_KEY, newValue: '300' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'selectedLocale', newValue: 'es-US' }))
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('without storage (private mode): nothing stored, nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied')
    })
    expect(() => storeSelectedLease('200')).not.toThrow()
    expect(readSelectedLease()).toBeNull()
  })
})
