import type { Basket, LeaseCheckout } from '@/api/types'
import { isStepDone, openStep } from './checkout-steps'

const basket = (shipment: Partial<Basket['shipments'][number]> = {}, instruments = 0): Basket =>
  ({
    basketId: 'b',
    shipments: [{ shipmentId: 'me', ...shipment }],
    paymentInstruments: Array.from({ length: instruments }, (_, i) => ({ paymentInstrumentId: `p${i}` })),
  }) as unknown as Basket

const lease = (eligible: boolean, signed = false) =>
  ({ eligible, signature: signed ? { fullName: 'A', signedAt: '' } : null }) as unknown as LeaseCheckout
const address = { firstName: 'A' } as Basket['shipments'][number]['shippingAddress']
const method = { id: 'standard' } as Basket['shipments'][number]['shippingMethod']

describe('checkout steps', () => {
  it('opens the first step the basket does not yet carry', () => {
    expect(openStep({ registered: false, basket: basket(), lease: undefined })).toBe('contact')
    expect(openStep({ registered: true, basket: basket(), lease: undefined })).toBe('address')
    expect(openStep({ registered: true, basket: basket({ shippingAddress: address }), lease: undefined })).toBe('shipping')
    const shipped = basket({ shippingAddress: address, shippingMethod: method })
    expect(openStep({ registered: true, basket: shipped, lease: lease(true) })).toBe('lease')
    const paid = basket({ shippingAddress: address, shippingMethod: method }, 1)
    expect(openStep({ registered: true, basket: paid, lease: lease(true) })).toBe('review')
    expect(openStep({ registered: true, basket: paid, lease: lease(true, true) })).toBe('review')
  })

  it('keeps the lease step open while the basket cannot be leased, card or not', () => {
    const paid = basket({ shippingAddress: address, shippingMethod: method }, 1)
    expect(isStepDone('lease', { registered: true, basket: paid, lease: lease(false) })).toBe(false)
    expect(openStep({ registered: true, basket: paid, lease: lease(false) })).toBe('lease')
  })
})
