import { describe, expect, it } from 'vitest'
import { resolveCustomerAuth, type CustomerAuthInput } from './use-customer-auth'

const base: CustomerAuthInput = {
  session: 'registered',
  customerId: 'cust-1',
  flagged: true,
  profile: { status: 'success', data: { customerId: 'cust-1', c_northwindCustomerGuid: 'guid-c' } },
  signIn: null,
  shortName: 'northwind',
}

describe('resolveCustomerAuth', () => {
  it('restores a flagged registered customer with a loaded profile from its GUID', () => {
    expect(resolveCustomerAuth(base)).toEqual({ status: 'authenticated', customerGuid: 'guid-c' })
  })

  it('reads {shortName}CustomerGuid or c_{shortName}CustomerGuid, from the configured short name', () => {
    const plain = { customerId: 'cust-1', northwindCustomerGuid: 'guid-plain' }
    expect(resolveCustomerAuth({ ...base, profile: { status: 'success', data: plain } }).customerGuid).toBe('guid-plain')
    const other = { customerId: 'cust-1', c_contosoCustomerGuid: 'guid-contoso' }
    expect(resolveCustomerAuth({ ...base, shortName: 'contoso', profile: { status: 'success', data: other } })).toEqual({
      status: 'authenticated',
      customerGuid: 'guid-contoso',
    })
    // Another brand's attribute does not count.
    expect(resolveCustomerAuth({ ...base, profile: { status: 'success', data: other } }).status).toBe('anonymous')
    // Empty values do not count.
    const empty = { customerId: 'cust-1', northwindCustomerGuid: '', c_northwindCustomerGuid: '' }
    expect(resolveCustomerAuth({ ...base, profile: { status: 'success', data: empty } }).status).toBe('anonymous')
  })

  it('does not restore without the is_customer_logged_in flag, or without a GUID', () => {
    expect(resolveCustomerAuth({ ...base, flagged: false })).toEqual({ status: 'anonymous', customerGuid: undefined })
    const noGuid = { customerId: 'cust-1' }
    expect(resolveCustomerAuth({ ...base, profile: { status: 'success', data: noGuid } }).status).toBe('anonymous')
    expect(resolveCustomerAuth({ ...base, profile: { status: 'error' } }).status).toBe('anonymous')
  })

  it('is pending while the session or the profile loads; a guest is anonymous', () => {
    expect(resolveCustomerAuth({ ...base, session: 'loading' }).status).toBe('pending')
    expect(resolveCustomerAuth({ ...base, profile: { status: 'pending' } }).status).toBe('pending')
    expect(resolveCustomerAuth({ ...base, session: 'guest' }).status).toBe('anonymous')
  })

  it("is authenticated by a sign-in's GUID for that customer only, before the profile is loaded", () => {
    const signIn = { customerId: 'cust-1', customerGuid: 'guid-s' }
    expect(resolveCustomerAuth({ ...base, profile: { status: 'pending' }, signIn })).toEqual({
      status: 'authenticated',
      customerGuid: 'guid-s',
    })
    expect(resolveCustomerAuth({ ...base, profile: { status: 'pending' }, signIn: { ...signIn, customerId: 'other' } }).status).toBe(
      'pending',
    )
    expect(resolveCustomerAuth({ ...base, session: 'guest', signIn }).status).toBe('anonymous')
  })
})
