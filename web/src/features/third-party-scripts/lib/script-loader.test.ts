/** A third-party script is put on the page once; a failed load is retried once after 5 s. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScriptLoader, ELEMENT_CHECK_INTERVAL_MS, ELEMENT_CHECKS, RETRY_DELAY_MS } from './script-loader'
import type { PlannedScript } from './script-plan'

const heatmap: PlannedScript = { name: 'heatmap', src: 'https://heat.example/h.js', delayMs: 0, data: {} }
const onPage = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')]
const fail = (element: HTMLScriptElement) => element.dispatchEvent(new Event('error'))

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  for (const element of onPage()) element.remove()
})

describe('script loader', () => {
  it('adds the script once, with its data, however often it is asked for', () => {
    const loader = createScriptLoader()
    const chat: PlannedScript = { name: 'chat', src: '/chat.js', delayMs: 0, data: { chatId: 'dep-7' } }
    loader.load({ script: chat, allowed: () => true, onFailed: vi.fn() })
    loader.load({ script: chat, allowed: () => true, onFailed: vi.fn() })
    expect(onPage()).toHaveLength(1)
    expect(onPage()[0]!.getAttribute('src')).toBe('/chat.js')
    expect(onPage()[0]!.async).toBe(true)
    expect(onPage()[0]!.dataset.chatId).toBe('dep-7')
  })

  it('retries a failed load once, 5 seconds later, then reports the failure', () => {
    const loader = createScriptLoader()
    const onFailed = vi.fn()
    loader.load({ script: heatmap, allowed: () => true, onFailed })
    fail(onPage()[0]!)
    expect(onPage()).toHaveLength(0)
    vi.advanceTimersByTime(RETRY_DELAY_MS - 1)
    expect(onPage()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(onPage()).toHaveLength(1)
    expect(onFailed).not.toHaveBeenCalled()

    fail(onPage()[0]!)
    vi.advanceTimersByTime(RETRY_DELAY_MS * 3)
    expect(onPage()).toHaveLength(0)
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('heatmap')
    // Asked again on the same page: no third attempt.
    loader.load({ script: heatmap, allowed: () => true, onFailed })
    expect(onPage()).toHaveLength(0)
  })

  it('does not retry once the consent is withdrawn, and loads when it is given again', () => {
    const loader = createScriptLoader()
    let allowed = true
    loader.load({ script: heatmap, allowed: () => allowed, onFailed: vi.fn() })
    fail(onPage()[0]!)
    allowed = false
    vi.advanceTimersByTime(RETRY_DELAY_MS)
    expect(onPage()).toHaveLength(0)

    allowed = true
    loader.load({ script: heatmap, allowed: () => allowed, onFailed: vi.fn() })
    expect(onPage()).toHaveLength(1)
  })

  it('waits for the script’s delay', () => {
    const loader = createScriptLoader()
    loader.load({ script: { ...heatmap, name: 'feedback', delayMs: 2_000 }, allowed: () => true, onFailed: vi.fn() })
    vi.advanceTimersByTime(1_999)
    expect(onPage()).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(onPage().map((e) => e.dataset.thirdParty)).toEqual(['feedback'])
  })

  describe('a chat that names its element', () => {
    const chat: PlannedScript = { name: 'chat', src: '/chat.js', delayMs: 0, data: { chatId: 'dep-7' }, expectsElementId: 'chat-launcher' }
    const loaded = () => onPage()[0]!.dispatchEvent(new Event('load'))
    afterEach(() => document.getElementById('chat-launcher')?.remove())

    it(`is reported misconfigured when the element is not there after ${ELEMENT_CHECKS} checks ${ELEMENT_CHECK_INTERVAL_MS} ms apart`, () => {
      const onElementMissing = vi.fn()
      createScriptLoader().load({ script: chat, allowed: () => true, onFailed: vi.fn(), onElementMissing })
      loaded()
      vi.advanceTimersByTime(ELEMENT_CHECKS * ELEMENT_CHECK_INTERVAL_MS - 1)
      expect(onElementMissing).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(onElementMissing).toHaveBeenCalledExactlyOnceWith('chat', 'chat-launcher')
      vi.advanceTimersByTime(10 * ELEMENT_CHECK_INTERVAL_MS)
      expect(onElementMissing).toHaveBeenCalledTimes(1)
    })

    it('is fine when the element comes in time, and is not looked for before the script has loaded', () => {
      const onElementMissing = vi.fn()
      createScriptLoader().load({ script: chat, allowed: () => true, onFailed: vi.fn(), onElementMissing })
      vi.advanceTimersByTime(60 * ELEMENT_CHECK_INTERVAL_MS)
      expect(onElementMissing).not.toHaveBeenCalled()
      loaded()
      vi.advanceTimersByTime(5 * ELEMENT_CHECK_INTERVAL_MS)
      const launcher = document.createElement('button')
      launcher.id = 'chat-launcher'
      document.body.append(launcher)
      vi.advanceTimersByTime(ELEMENT_CHECKS * ELEMENT_CHECK_INTERVAL_MS)
      expect(onElementMissing).not.toHaveBeenCalled()
    })
  })
})
