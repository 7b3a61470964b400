/** The browser's online state for render: online on the server, followed in the browser. */
import { onlineManager } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOnline } from './use-online'

function Probe() {
  return <span>{useOnline() ? 'online' : 'offline'}</span>
}

// Back online for the next test: TanStack Query pauses every query while offline.
afterEach(() => onlineManager.setOnline(true))

describe('useOnline', () => {
  it("is online in the server's render, whatever the browser says", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(renderToString(<Probe />)).toContain('online')
    expect(renderToString(<Probe />)).not.toContain('offline')
  })

  it('follows the browser going offline and back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    onLine.mockReturnValue(false)
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(result.current).toBe(false)
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(result.current).toBe(true)
  })
})
