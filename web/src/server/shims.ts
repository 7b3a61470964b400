/**
 * What the server bundle needs from its host beyond ECMAScript, for an engine that has only
 * ECMAScript (QuickJS through rquickjs: no timers, no encoders, no URL, no Intl, no console).
 * Imported first by src/entry-server.tsx, so it runs before React's modules; never part of the
 * client bundle. A host that has the real thing keeps it.
 *
 * - queueMicrotask; setTimeout/clearTimeout and setInterval/clearInterval on Promise microtasks
 *   (a render leaves no timer waiting: the host drains the job queue, nothing more). The
 *   render's query client has infinite cache times, so no garbage-collection timer is set.
 * - MessageChannel (port2.postMessage delivers to port1.onmessage on a microtask).
 * - TextEncoder (UTF-8), which react-dom/server creates as it loads.
 * - URL, URLSearchParams: core-js (react-router and the app's links use them).
 * - console: calls are collected (takeLogs()), never printed.
 * - Intl: ./intl-polyfills.ts (FormatJS) and ./intl-shim.ts.
 */
import URLPolyfill from 'core-js-pure/actual/url'
import URLSearchParamsPolyfill from 'core-js-pure/actual/url-search-params'
import './intl-polyfills'

type Callback = (...args: unknown[]) => void

const g = globalThis as unknown as Record<string, unknown>

function define(name: string, value: unknown) {
  if (g[name] === undefined) g[name] = value
}

define('queueMicrotask', (callback: () => void) => {
  void Promise.resolve().then(callback)
})

const pending = new Set<number>()
let nextTimer = 1

function setTimer(callback: Callback, _delay?: number, ...args: unknown[]): number {
  const id = nextTimer++
  pending.add(id)
  void Promise.resolve().then(() => {
    if (pending.delete(id)) callback(...args)
  })
  return id
}

function clearTimer(id: unknown) {
  pending.delete(id as number)
}

define('setTimeout', setTimer)
define('clearTimeout', clearTimer)
// An interval runs once: nothing waits for a render's timers.
define('setInterval', setTimer)
define('clearInterval', clearTimer)

class Port {
  onmessage: ((event: { data: unknown }) => void) | null = null
  other: Port | null = null
  postMessage(data: unknown) {
    const target = this.other
    void Promise.resolve().then(() => target?.onmessage?.({ data }))
  }
  start() {}
  close() {
    this.onmessage = null
  }
}

class MessageChannelShim {
  readonly port1 = new Port()
  readonly port2 = new Port()
  constructor() {
    this.port1.other = this.port2
    this.port2.other = this.port1
  }
}

define('MessageChannel', MessageChannelShim)

class TextEncoderShim {
  readonly encoding = 'utf-8'

  encode(input = ''): Uint8Array {
    const bytes: number[] = []
    for (const char of String(input)) {
      let code = char.codePointAt(0) ?? 0
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd // a lone surrogate
      if (code < 0x80) bytes.push(code)
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
      else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    }
    return new Uint8Array(bytes)
  }

  encodeInto(input: string, destination: Uint8Array): { read: number; written: number } {
    const bytes = this.encode(input)
    const written = Math.min(bytes.length, destination.length)
    destination.set(bytes.subarray(0, written))
    return { read: written === bytes.length ? input.length : 0, written }
  }
}

define('TextEncoder', TextEncoderShim)
define('URL', URLPolyfill)
define('URLSearchParams', URLSearchParamsPolyfill)

const logs: string[] = []
const MAX_LOGS = 100

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function collect(level: string) {
  return (...args: unknown[]) => {
    if (logs.length < MAX_LOGS) logs.push(`${level}: ${args.map(describe).join(' ')}`)
  }
}

define('console', {
  log: collect('log'),
  info: collect('info'),
  debug: collect('debug'),
  warn: collect('warn'),
  error: collect('error'),
  trace: collect('trace'),
})

/** The console lines collected since the last call (when the host has no console of its own). */
export function takeLogs(): string[] {
  return logs.splice(0, logs.length)
}
