/** The offline rules: which failures are a chunk that could not be loaded, and the two-minute timeout. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, chunkLoadTimeout, chunkName, isChunkLoadFailure, loadPageChunk } from './chunk-load'

afterEach(() => {
  vi.useRealTimers()
})

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/product-1a2b.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://shop.example/assets/product-1a2b.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['the preload of a chunk’s stylesheet', new Error('Unable to preload CSS for https://shop.example/assets/later-9f8e.css')],
    ['the timeout', chunkLoadTimeout('product')],
    ['a message alone', 'Loading chunk 42 failed'],
  ])('counts what %s says when a chunk cannot be loaded', (_, error) => {
    expect(isChunkLoadFailure(error)).toBe(true)
  })

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a failed call', new Error('HTTP error! Status: 500')],
    ['a module that failed to evaluate', new SyntaxError("Unexpected token '<'")],
    ['nothing', undefined],
    ['an object', { message: 'Failed to fetch dynamically imported module' }],
  ])('leaves out %s', (_, error) => {
    expect(isChunkLoadFailure(error)).toBe(false)
  })
})

describe('chunkName', () => {
  it("names a page's chunk by its module, or by its path without one", () => {
    expect(chunkName({ module: 'src/app/routes/product.tsx', path: '/product/:productId' })).toBe('product')
    expect(chunkName({ path: '/broken' })).toBe('/broken')
  })
})

describe('loadPageChunk', () => {
  const product = <T>(page: () => Promise<T>) => ({ page, module: 'src/app/routes/product.tsx', path: '/product/:productId' })

  it('passes a load through, and stops its timer', async () => {
    vi.useFakeTimers()
    await expect(loadPageChunk(product(() => Promise.resolve('module')))).resolves.toBe('module')
    expect(vi.getTimerCount()).toBe(0)
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/product.js')
    await expect(loadPageChunk(product(() => Promise.reject(failure)))).rejects.toBe(failure)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('fails a load that hangs with "Loading chunk {n} failed" after 120 seconds', async () => {
    vi.useFakeTimers()
    let failure: unknown
    loadPageChunk(product(() => new Promise<never>(() => {}))).catch((error: unknown) => (failure = error))
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    expect(failure).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toBe('Loading chunk product failed')
    expect(isChunkLoadFailure(failure)).toBe(true)
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })
})
