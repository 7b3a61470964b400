import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { catalogue } from '@/testing/handlers'
import { labelStoreName, leaseLabel } from './lease-label'

const en = createIntl({ locale: 'en-US', defaultLocale: 'en-US' })
const es = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: catalogue('es-US') })

describe('the lease list label', () => {
  it('is Lease #{number} {store name cut to 10 characters}… ({status})', () => {
    expect(leaseLabel(en, { lease_number: '100245', store_name: 'Oak & Iron Furniture', status: 'Active' })).toBe(
      'Lease #100245 Oak & Iron… (Active)',
    )
    expect(leaseLabel(en, { lease_number: '100198', store_name: 'Brightline Electronics', status: 'PastDue' })).toBe(
      'Lease #100198 Brightline… (Past due)',
    )
  })

  it('cuts at 10 characters, spaces included, and always adds the ellipsis', () => {
    expect(labelStoreName('Casa Bonita Home')).toBe('Casa Bonit…')
    expect(labelStoreName('Northwind Furniture')).toBe('Northwind …')
    expect(labelStoreName('Tire Depot')).toBe('Tire Depot…')
    expect(labelStoreName('Acme')).toBe('Acme…')
    expect(labelStoreName('')).toBe('…')
  })

  it('counts characters, not UTF-16 units: an accented or astral character is never split', () => {
    expect(labelStoreName('Muebles Peña y Hermanos')).toBe('Muebles Pe…')
    expect(labelStoreName('🛋️ Sofá Center')).toBe('🛋️ Sofá Ce…')
    expect(Array.from(labelStoreName('𝒜𝒜𝒜𝒜𝒜𝒜𝒜𝒜𝒜𝒜𝒜𝒜'))).toHaveLength(11)
  })

  it('writes the status as a word of the locale; an unknown status as the API wrote it', () => {
    expect(leaseLabel(es, { lease_number: '100102', store_name: 'Casa Bonita Home', status: 'PaidOut' })).toBe(
      'Arrendamiento #100102 Casa Bonit… (Pagado)',
    )
    expect(leaseLabel(es, { lease_number: '7', store_name: 'Tire Depot', status: 'ChargedOff' })).toBe(
      'Arrendamiento #7 Tire Depot… (Cancelado por falta de pago)',
    )
    expect(leaseLabel(en, { lease_number: '7', store_name: 'Tire Depot', status: 'Frozen' })).toBe('Lease #7 Tire Depot… (Frozen)')
  })
})
