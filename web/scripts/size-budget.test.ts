/**
 * The size check's copy of the server's preload rules (server/src/ssr/assets.rs
 * `preload_links`), on the example of its Rust tests: the same manifest gives the same tags,
 * and the measure reads from a page what the browser loads.
 */
import { describe, expect, it } from 'vitest'
import { pageAssets, preloadTags } from './size-budget.mjs'

// assets.rs tests' MANIFEST_JSON.
const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, css: ['assets/index.css'] },
  '_head-B.js': { file: 'assets/head-B.js', imports: ['index.html'] },
  '_form-C.js': { file: 'assets/form-C.js', imports: ['index.html', '_head-B.js'], css: ['assets/form-C.css', 'assets/x"><script>.css'] },
  'src/app/routes/login.tsx': { file: 'assets/login-D.js', imports: ['index.html', '_form-C.js', '_head-B.js'], isDynamicEntry: true },
  'src/app/routes/evil.tsx': { file: 'assets/x"><script>.js', imports: [] },
}

describe('preloadTags', () => {
  it("adds what the server's preload_links adds: the module's chunks but not the entry, and their stylesheets", () => {
    expect(preloadTags(MANIFEST, 'src/app/routes/login.tsx')).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/form-C.css">',
        '<link rel="modulepreload" crossorigin href="/assets/form-C.js">',
        '<link rel="modulepreload" crossorigin href="/assets/head-B.js">',
        '<link rel="modulepreload" crossorigin href="/assets/login-D.js">',
      ].join(''),
    )
  })

  it('puts a stylesheet the server would inline into the page before its disabled link', () => {
    expect(
      preloadTags(MANIFEST, 'src/app/routes/login.tsx', (file) => (file === 'assets/form-C.css' ? '.form{gap:1rem}' : undefined)),
    ).toMatch(
      /^<style>\.form\{gap:1rem\}<\/style><link rel="stylesheet" crossorigin href="\/assets\/form-C\.css" disabled><link rel="modulepreload"/,
    )
  })

  it('adds nothing for an unknown module, a strange file name or the entry', () => {
    expect(preloadTags(MANIFEST, 'src/app/routes/nope.tsx')).toBe('')
    expect(preloadTags(MANIFEST, 'src/app/routes/evil.tsx')).toBe('')
    expect(preloadTags(MANIFEST, 'index.html')).toBe('')
  })

  it('does not follow a dynamic import: a lazily loaded chunk is not preloaded', () => {
    const manifest = {
      ...MANIFEST,
      'src/app/routes/home.tsx': { file: 'assets/home-E.js', imports: ['index.html'], dynamicImports: ['_form-C.js'] },
    }
    expect(preloadTags(manifest, 'src/app/routes/home.tsx')).toBe('<link rel="modulepreload" crossorigin href="/assets/home-E.js">')
  })
})

describe('pageAssets', () => {
  it("reads the scripts, module preloads, stylesheet links and inline styles a page loads, not a disabled link's", () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<link rel="icon" href="/favicon.svg">',
      '<style>.form{gap:1rem}</style><link rel="stylesheet" crossorigin href="/assets/form-C.css" disabled>',
      '<link rel="modulepreload" crossorigin href="/assets/login-D.js"></head>',
      '<body><script id="ssr-state" type="application/json">{}</script></body>',
    ].join('')
    expect(pageAssets(html)).toEqual({
      files: ['/assets/index-A.js', '/assets/index.css', '/assets/login-D.js'],
      styles: ['.form{gap:1rem}'],
    })
  })
})
