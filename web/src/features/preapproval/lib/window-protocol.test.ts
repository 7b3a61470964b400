import { afterEach, describe, expect, it } from 'vitest'
import { parseApproval, restoreApproval, storeApproval } from './stored-approval'
import { LEASE_WINDOW_CHANNEL, leaseWindowPath, readPreapprovalRequest, readWindowMessage } from './window-protocol'

const approval = { appStatus: 'Approved' as const, approvalAmount: 150_000, leaseNumber: '500000001', applicationId: 'app-1' }

afterEach(() => localStorage.clear())

describe('the lease window’s messages', () => {
  it('reads our messages and nothing else', () => {
    expect(readWindowMessage({ channel: LEASE_WINDOW_CHANNEL, type: 'ready' })).toEqual({ channel: LEASE_WINDOW_CHANNEL, type: 'ready' })
    expect(readWindowMessage({ channel: LEASE_WINDOW_CHANNEL, type: 'approved', approval })?.type).toBe('approved')
    expect(
      readWindowMessage({ channel: LEASE_WINDOW_CHANNEL, type: 'approved', approval: { ...approval, approvalAmount: '1500' } }),
    ).toBeNull()
    expect(readWindowMessage({ type: 'ready' })).toBeNull()
    expect(readWindowMessage('ready')).toBeNull()
    expect(
      readPreapprovalRequest({ channel: LEASE_WINDOW_CHANNEL, type: 'preapproval', customer: {}, merchantId: 'm', url: '/x' }),
    ).toEqual({
      channel: LEASE_WINDOW_CHANNEL,
      type: 'preapproval',
      customer: {},
      merchantId: 'm',
      url: '/x',
    })
    expect(readPreapprovalRequest({ channel: LEASE_WINDOW_CHANNEL, type: 'preapproval', merchantId: '', url: '/x' })).toBeNull()
  })

  it('opens the window only at a path of our own origin', () => {
    expect(leaseWindowPath('/lease-window/apply', 'a b')).toBe('/lease-window/apply?merchantId=a%20b')
    expect(leaseWindowPath('https://evil.example/apply', 'm')).toBe('/lease-window/apply?merchantId=m')
    expect(leaseWindowPath('//evil.example/apply', 'm')).toBe('/lease-window/apply?merchantId=m')
    expect(leaseWindowPath('/\\evil.example', 'm')).toBe('/lease-window/apply?merchantId=m')
    expect(leaseWindowPath(undefined, 'm')).toBe('/lease-window/apply?merchantId=m')
  })
})

describe('the stored approval', () => {
  it('is restored for the category it was issued for only, until it lapses', () => {
    storeApproval('northwind', 'ashford-home', { ...approval, expiresAt: '2027-01-11T00:00:00Z' })
    expect(JSON.parse(localStorage.getItem('northwind_leaseApproval') ?? '')).toEqual({
      ...approval,
      expiresAt: '2027-01-11T00:00:00Z',
      category: 'ashford-home',
    })
    const now = Date.parse('2026-11-27T00:00:00Z')
    expect(restoreApproval('northwind', 'ashford-home', now)?.approvalAmount).toBe(150_000)
    expect(restoreApproval('northwind', 'other-retailer', now)).toBeNull()
    expect(restoreApproval('northwind', 'ashford-home', Date.parse('2027-01-11T00:00:00Z'))).toBeNull()
    expect(restoreApproval('southwind', 'ashford-home', now)).toBeNull()
  })

  it('ignores what is not an approval', () => {
    expect(parseApproval('{')).toBeNull()
    expect(parseApproval(JSON.stringify({ ...approval, appStatus: 'Denied', category: 'x' }))).toBeNull()
  })
})
