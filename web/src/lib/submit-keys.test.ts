import { createSubmitKeys, newIdempotencyKey } from './submit-keys'

const counter = () => {
  let n = 0
  return () => `key-${++n}`
}

describe('idempotency keys of submits', () => {
  it('sends the same submit again with its key, and a new submit with a new one', () => {
    const keys = createSubmitKeys(counter())
    expect(keys.keyFor({ enabled: true })).toBe('key-1')
    // Not answered for good (the network, a 503): the same body is the same submit.
    expect(keys.keyFor({ enabled: true })).toBe('key-1')
    // Another body is another submit.
    expect(keys.keyFor({ enabled: false })).toBe('key-2')
    expect(keys.keyFor({ enabled: true })).toBe('key-3')
  })

  it('starts a new submit once the last one was answered for good', () => {
    const keys = createSubmitKeys(counter())
    expect(keys.keyFor({ guid: 'pm-1' })).toBe('key-1')
    keys.settle()
    expect(keys.keyFor({ guid: 'pm-1' })).toBe('key-2')
  })

  it('makes version-4 UUIDs, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(newIdempotencyKey()).toMatch(uuid)
    // Where randomUUID is missing (a page served over plain http), from getRandomValues.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    const random = vi.spyOn(crypto, 'getRandomValues')
    try {
      const key = newIdempotencyKey()
      expect(key).toMatch(uuid)
      expect(random).toHaveBeenCalled()
      expect(newIdempotencyKey()).not.toBe(key)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
      random.mockRestore()
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})
