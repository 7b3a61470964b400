import { describe, expect, it } from 'vitest'
import { parseChoice, serializeChoice } from './choice'

describe('the catch-up choice kept for the tab', () => {
  it('reads back what was written, with or without a submit key', () => {
    const choice = { leaseGuid: 'g', planId: '2026-03-06:3', selectedPlanIndex: 1 }
    expect(parseChoice(serializeChoice(choice))).toEqual(choice)
    expect(parseChoice(serializeChoice({ ...choice, submitKey: 'k' }))).toEqual({ ...choice, submitKey: 'k' })
  })

  it('is null for anything that is not a choice', () => {
    for (const text of [
      null,
      '',
      'x',
      '[]',
      '{}',
      '{"leaseGuid":"g","planId":3,"selectedPlanIndex":1}',
      '{"leaseGuid":"g","planId":"p"}',
    ]) {
      expect(parseChoice(text)).toBeNull()
    }
    expect(parseChoice('{"leaseGuid":"g","planId":"p","selectedPlanIndex":0,"submitKey":""}')).toEqual({
      leaseGuid: 'g',
      planId: 'p',
      selectedPlanIndex: 0,
    })
  })
})
