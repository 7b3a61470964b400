import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, canStep, normalizeQuantity, quantityRule, stepQuantity } from './quantity'

const single = quantityRule({ minOrderQuantity: 1, stepQuantity: 1 })
const tires = quantityRule({ minOrderQuantity: 2, stepQuantity: 2 })

describe('quantity rules (minOrderQuantity, stepQuantity)', () => {
  it('reads the rule, never below 1', () => {
    expect(tires).toEqual({ min: 2, step: 2 })
    expect(quantityRule({ minOrderQuantity: 0, stepQuantity: 0 })).toEqual({ min: 1, step: 1 })
  })

  it('normalizes what is typed: up to the next step, never below the minimum, at most the maximum', () => {
    expect(normalizeQuantity(3, tires)).toBe(4)
    expect(normalizeQuantity(4, tires)).toBe(4)
    expect(normalizeQuantity(1, tires)).toBe(2)
    expect(normalizeQuantity(0, tires)).toBe(2)
    expect(normalizeQuantity(-5, single)).toBe(1)
    expect(normalizeQuantity(Number.NaN, tires)).toBe(2)
    expect(normalizeQuantity(2.5, single)).toBe(2)
    // A basket holds at most 99 of one product.
    expect(MAX_QUANTITY).toBe(99)
    expect(normalizeQuantity(5000, single)).toBe(99)
    expect(normalizeQuantity(5000, tires)).toBe(98)
  })

  it('steps by the step, never below the minimum', () => {
    expect(stepQuantity(2, 1, tires)).toBe(4)
    expect(stepQuantity(4, -1, tires)).toBe(2)
    expect(stepQuantity(2, -1, tires)).toBe(2)
    expect(stepQuantity(1, 1, single)).toBe(2)
    expect(canStep(2, -1, tires)).toBe(false)
    expect(canStep(4, -1, tires)).toBe(true)
    expect(canStep(98, 1, tires)).toBe(false)
  })
})
