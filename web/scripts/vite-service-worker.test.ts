/**
 * What the build gives the service worker: the offline documents (the offline page's texts in
 * each language, no inline script, Retry Connection reloading the page asked for), the shell
 * files it keeps, and a version that changes with what it keeps.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { offlineDocument, offlineTexts, precacheVersion, shellFiles } from './vite-service-worker'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(web, `translations/${locale}.json`), 'utf8')) as Record<string, { defaultMessage: string }>

describe('the offline documents', () => {
  it('carry the offline page’s messages in each language', () => {
    const english = offlineDocument('en-US', offlineTexts(catalogue('en-US')))
    expect(english).toContain('<html lang="en-US">')
    expect(english).toContain('<title>You are currently offline</title>')
    expect(english).toContain('<h1>You are currently offline</h1>')
    expect(english).toContain('<a href="">Retry Connection</a>')

    const spanish = offlineDocument('es-US', offlineTexts(catalogue('es-US')))
    expect(spanish).toContain('<html lang="es-US">')
    expect(spanish).toContain(`<h1>${catalogue('es-US')['offline.title']?.defaultMessage}</h1>`)
    expect(spanish).not.toContain('You are currently offline')
  })

  it('run no inline script (the Content-Security-Policy allows only our script files) and escape the texts', () => {
    const html = offlineDocument('en-US', { title: 'A <b> & "c"', text: 't', retry: 'r' })
    expect(html).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>')
    for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      expect(script).toMatch(/^<script src="\/offline\/retry\.js"[^>]*><\/script>$/)
    }
    expect(html).not.toMatch(/\son[a-z]+=/)
  })

  it('fail the build when a catalogue lacks a text', () => {
    expect(() => offlineTexts({ 'offline.title': { defaultMessage: 'x' } })).toThrow(/offline\.text/)
  })
})

describe('the files the worker keeps', () => {
  it('are the scripts and stylesheets index.html loads', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/app-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>`
    expect(shellFiles(html)).toEqual(['/assets/index-a1.js', '/assets/app-b2.js', '/assets/index-c3.css'])
  })

  it('name a new version whenever one of them changes', () => {
    const version = precacheVersion(['/assets/a-1.js', '/offline/en-US.html'], ['<h1>Offline</h1>'])
    expect(precacheVersion(['/assets/a-1.js', '/offline/en-US.html'], ['<h1>Offline</h1>'])).toBe(version)
    expect(precacheVersion(['/assets/a-2.js', '/offline/en-US.html'], ['<h1>Offline</h1>'])).not.toBe(version)
    expect(precacheVersion(['/assets/a-1.js', '/offline/en-US.html'], ['<h1>Sin conexión</h1>'])).not.toBe(version)
  })
})
