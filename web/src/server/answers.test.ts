import { describe, expect, it } from 'vitest'
import { parseAnswer } from './answers'

describe('parseAnswer', () => {
  it('keeps an answer that comes again unchanged, parsed and frozen', () => {
    const text = JSON.stringify({ messages: { a: [{ type: 0, value: 'A' }] } })
    const first = parseAnswer('["kept"]', text) as { messages: Record<string, unknown[]> }
    expect(Object.isFrozen(first)).toBe(false)
    const second = parseAnswer('["kept"]', text) as { messages: Record<string, unknown[]> }
    const third = parseAnswer('["kept"]', text)
    expect(third).toBe(second)
    expect(second).toEqual(first)
    const [node] = second.messages.a ?? []
    expect(node).toEqual({ type: 0, value: 'A' })
    expect(Object.isFrozen(node)).toBe(true)
  })

  it('parses an answer anew when its text changed', () => {
    parseAnswer('["changed"]', '{"n":1}')
    parseAnswer('["changed"]', '{"n":1}')
    expect(parseAnswer('["changed"]', '{"n":2}')).toEqual({ n: 2 })
    expect(parseAnswer('["changed"]', '{"n":2}')).toEqual({ n: 2 })
  })

  it('keeps a bounded number of answers', () => {
    for (let i = 0; i < 100; i++) parseAnswer(`["many",${i}]`, `{"i":${i}}`)
    // The first ones were let go: seen again, they are parsed (not yet frozen).
    expect(Object.isFrozen(parseAnswer('["many",0]', '{"i":0}'))).toBe(false)
    expect(Object.isFrozen(parseAnswer('["many",99]', '{"i":99}'))).toBe(true)
  })
})
