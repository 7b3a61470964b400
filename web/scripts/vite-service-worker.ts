/**
 * Vite plugin for the browser build: writes the service worker (/sw.js, from
 * src/service-worker/worker.ts) and what it keeps for a visitor who loses the connection — one
 * offline document per language (/offline/{locale}.html) and the script that reloads it when the
 * connection is back (/offline/retry.js). The worker keeps the first load's scripts and styles
 * (what index.html names) and the offline files; its version is a hash of all of them, so a
 * deploy that changes any of them is a new sw.js, which the browser installs in place of the old.
 *
 * The offline documents are plain HTML with their styles inline and no inline script (the
 * Content-Security-Policy runs only our own script files): the texts are the offline page's
 * messages from the catalogues (translations/{locale}.json).
 *
 * `VITE_SERVICE_WORKER=off` builds a worker that removes itself instead: it deletes its caches
 * and unregisters, so browsers that had the worker lose it at their next visit, and the app
 * does not register one.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'

export const LOCALES = ['en-US', 'es-US'] as const
type Locale = (typeof LOCALES)[number]

export interface OfflineTexts {
  title: string
  text: string
  retry: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)

/** Reloads the offline document when the connection comes back: the page asked for then loads. */
export const RETRY_SCRIPT = "addEventListener('online', () => location.reload())\n"

/**
 * The offline document: the heading, the explanation and Retry Connection, which is a link to
 * the document's own address — the page the visitor asked for, since the worker answers it in
 * that page's place.
 */
export function offlineDocument(locale: Locale, texts: OfflineTexts): string {
  const { title, text, retry } = texts
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0B6E4F">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script src="/offline/retry.js" defer></script>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#14181b;line-height:1.5}
main{max-width:640px;margin:0 auto;padding:48px 16px;text-align:center}
svg{width:48px;height:48px;color:#0b6e4f}
h1{font-size:1.75rem;margin:16px 0 8px}
p{color:#4a545c;margin:0 0 32px}
a{display:inline-block;padding:12px 24px;border-radius:6px;background:#0b6e4f;color:#fff;font-weight:600;text-decoration:none}
a:hover{background:#08583f}
a:focus-visible{outline:3px solid #08583f;outline-offset:2px}
</style>
</head>
<body>
<main>
<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M2 8.8a15 15 0 0 1 4.2-2.6M10 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 3.3-2M15.6 10.7a10 10 0 0 1 3.4 1.9M8.5 16.1a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="0.8" fill="currentColor"/><path d="M3 3l18 18"/></svg>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a href="">${escapeHtml(retry)}</a>
</main>
</body>
</html>
`
}

/** The offline page's texts in a catalogue (translations/{locale}.json). */
export function offlineTexts(catalogue: Record<string, { defaultMessage: string }>): OfflineTexts {
  const message = (id: string) => {
    const text = catalogue[id]?.defaultMessage
    if (!text) throw new Error(`The catalogue has no ${id}`)
    return text
  }
  return { title: message('offline.title'), text: message('offline.text'), retry: message('offline.retry') }
}

/** The scripts and stylesheets index.html loads: the app's shell. */
export function shellFiles(indexHtml: string): string[] {
  const files = new Set<string>()
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(tag)?.[1]
    if (url) files.add(url)
  }
  return [...files]
}

/** The worker's version: changes whenever a file it keeps changes (assets change name). */
export function precacheVersion(files: readonly string[], contents: readonly string[]): string {
  const hash = createHash('sha256')
  for (const part of [...files, ...contents]) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 12)
}

/** Used when the worker is turned off: whoever still has the worker loses it and its caches. */
const REMOVAL_WORKER = `self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('leasefront-')).map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  )
})
`

async function bundleWorker(root: string, version: string, precache: string[]): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(root, 'src/service-worker/worker.ts'), formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    const chunk = output.output.find((file) => file.type === 'chunk')
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('The service worker did not build')
}

export function serviceWorkerPlugin(): Plugin {
  let root = ''
  let outDir = ''
  let enabled = true
  return {
    name: 'leasefront:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = join(config.root, config.build.outDir)
      enabled = config.env.VITE_SERVICE_WORKER !== 'off'
    },
    async writeBundle() {
      if (!enabled) {
        writeFileSync(join(outDir, 'sw.js'), REMOVAL_WORKER)
        return
      }
      mkdirSync(join(outDir, 'offline'), { recursive: true })
      const offline: Record<string, string> = { '/offline/retry.js': RETRY_SCRIPT }
      for (const locale of LOCALES) {
        const catalogue = JSON.parse(readFileSync(join(root, `translations/${locale}.json`), 'utf8')) as Record<
          string,
          { defaultMessage: string }
        >
        offline[`/offline/${locale}.html`] = offlineDocument(locale, offlineTexts(catalogue))
      }
      for (const [url, content] of Object.entries(offline)) writeFileSync(join(outDir, url), content)
      const shell = shellFiles(readFileSync(join(outDir, 'index.html'), 'utf8'))
      const precache = [...shell, ...Object.keys(offline)]
      const version = precacheVersion(precache, Object.values(offline))
      writeFileSync(join(outDir, 'sw.js'), await bundleWorker(root, version, precache))
    },
  }
}
