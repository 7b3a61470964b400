import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FOOTER_SWAP_MAX_RETRIES, FOOTER_SWAP_RETRY_MS, useFooterSwap } from './use-footer-swap'

describe('useFooterSwap', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    document.getElementById('mount')?.remove()
  })

  const addMount = () => {
    const element = document.createElement('div')
    element.id = 'mount'
    document.body.append(element)
    return element
  }

  it('uses the mount element at once when it is there', () => {
    const element = addMount()
    const { result } = renderHook(() => useFooterSwap('mount', true))
    expect(result.current).toBe(element)
  })

  it('waits until the content is ready', () => {
    addMount()
    const lookup = vi.spyOn(document, 'getElementById')
    const { result, rerender } = renderHook(({ ready }) => useFooterSwap('mount', ready), {
      initialProps: { ready: false },
    })
    expect(result.current).toBeNull()
    expect(lookup).not.toHaveBeenCalled()
    rerender({ ready: true })
    expect(result.current).not.toBeNull()
  })

  it('retries every 200 ms until the mount element appears', () => {
    const lookup = vi.spyOn(document, 'getElementById')
    const { result } = renderHook(() => useFooterSwap('mount', true))
    expect(result.current).toBeNull()
    act(() => {
      vi.advanceTimersByTime(FOOTER_SWAP_RETRY_MS * 3)
    })
    expect(result.current).toBeNull()
    expect(lookup).toHaveBeenCalledTimes(4)

    const element = addMount()
    act(() => {
      vi.advanceTimersByTime(FOOTER_SWAP_RETRY_MS - 1)
    })
    expect(result.current).toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toBe(element)
    expect(lookup).toHaveBeenCalledTimes(5)
  })

  it('gives up after 10 retries', () => {
    expect(FOOTER_SWAP_MAX_RETRIES).toBe(10)
    expect(FOOTER_SWAP_RETRY_MS).toBe(200)
    const lookup = vi.spyOn(document, 'getElementById')
    const { result } = renderHook(() => useFooterSwap('mount', true))
    act(() => {
      vi.advanceTimersByTime(200 * 10)
    })
    expect(lookup).toHaveBeenCalledTimes(11) // the first look plus 10 retries
    addMount()
    act(() => {
      vi.advanceTimersByTime(200 * 10)
    })
    expect(lookup).toHaveBeenCalledTimes(11)
    expect(result.current).toBeNull()
  })

  it('stops retrying when unmounted', () => {
    const lookup = vi.spyOn(document, 'getElementById')
    const { unmount } = renderHook(() => useFooterSwap('mount', true))
    unmount()
    act(() => {
      vi.advanceTimersByTime(200 * 10)
    })
    expect(lookup).toHaveBeenCalledTimes(1)
  })
})
