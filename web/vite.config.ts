import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { memoizeRouterPlugin } from './scripts/vite-memoize-router.ts'
import { noDynamicImportPlugin } from './scripts/vite-no-dynamic-import.ts'
import { precompileMessagesPlugin } from './scripts/vite-precompile-messages.ts'
import { pureLibrariesPlugin } from './scripts/vite-pure-libraries.ts'
import { serviceWorkerPlugin } from './scripts/vite-service-worker.ts'

// The Rust server (`leasefront serve`) listens here in development.
const API_TARGET = 'http://127.0.0.1:8080'

/**
 * Each two-letter language's name in itself (`es` → `español`), from Node's ICU: the server
 * bundle's Intl.DisplayNames (src/server/intl-shim.ts) answers what the browser would.
 */
function languageEndonyms(): Record<string, string> {
  const names: Record<string, string> = {}
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b
      try {
        const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)
        if (name && name !== code) names[code] = name
      } catch {
        // not a language
      }
    }
  }
  return names
}

/** The chunk of a page of the route table (`routePage('home', …)` in src/app/routes.tsx: assets/home-….js). */
const pageChunk = (() => {
  const table = readFileSync(fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url)), 'utf8')
  const names = new Set([...table.matchAll(/routePage\('([\w-]+)'/g)].map((match) => match[1]))
  if (names.size === 0) throw new Error('vite.config.ts: no routePage() found in src/app/routes.tsx')
  return (file: string) => names.has(/^assets\/(.+)-[\w-]+\.js$/.exec(file)?.[1] ?? '')
})()

/**
 * What Vite preloads with a lazily loaded chunk (the chunks it imports, their stylesheets), whose
 * names the importing chunk carries. A route's page preloads everything it imports: a navigation
 * waits on it. Any other lazily loaded part (the shell's parts loaded after the page has started
 * or on a click, a page's parts hydrated later) preloads its stylesheets only, and its own
 * imports load as it runs: the first load does not carry their names. The entry's own files
 * are always in already.
 */
function preloadedWith(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  const loaded = deps.filter((dep) => !/^assets\/index-[\w-]+\.(js|css)$/.test(dep))
  return hostType === 'html' || pageChunk(file) ? loaded : loaded.filter((dep) => dep.endsWith('.css'))
}

/**
 * Production builds precompile every inline default message to the ICU AST
 * (scripts/vite-precompile-messages.ts); the compiled catalogues are ASTs too
 * (`formatjs compile --ast`), so the ICU message parser is left out of the bundle.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), precompileMessagesPlugin(), memoizeRouterPlugin(), noDynamicImportPlugin()]
    : [react(), tailwindcss(), precompileMessagesPlugin(), memoizeRouterPlugin(), pureLibrariesPlugin(), serviceWorkerPlugin()],
  define: {
    __LANGUAGE_ENDONYMS__: JSON.stringify(command === 'build' && isSsrBuild ? languageEndonyms() : {}),
    // React's CommonJS entry picks its build by NODE_ENV; the server bundle has no `process`.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
            // React Router's package exports its development build (with development-only checks
            // and warnings) to every bundler; builds take the production build shipped beside it
            // (−0.5 kB gzip on the first load).
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  server: {
    // Only the server's API surface is proxied (and its identity provider, /idp); /static/translations
    // is served by Vite from public/ (compiled by `npm run i18n:compile`).
    proxy: {
      '/mobify': { target: API_TARGET, changeOrigin: false },
      '/api': { target: API_TARGET, changeOrigin: false },
      '/idp': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/mobify': { target: API_TARGET, changeOrigin: false },
      '/api': { target: API_TARGET, changeOrigin: false },
      '/idp': { target: API_TARGET, changeOrigin: false },
    },
  },
  // The server bundle (`vite build --ssr src/entry-server.tsx`): one self-contained classic
  // script for QuickJS (server/src/ssr) — every dependency inside, browser builds of react-dom,
  // no Node built-ins, no dynamic import left.
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'webworker' as const } } : {}),
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        // QuickJS has ES2023: classes keep their private fields (#x) instead of the WeakMap
        // helpers an older target turns them into, which cost TanStack Query's every call.
        target: 'es2022',
        minify: true,
        rolldownOptions: {
          output: { format: 'iife', entryFileNames: 'entry-server.js' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: the chunks of each page module, which the server preloads
        // on a page it renders (server/src/ssr/assets.rs).
        manifest: true,
        // Every browser the app supports has modulepreload: no polyfill in the first load.
        modulePreload: { polyfill: false, resolveDependencies: preloadedWith },
        rolldownOptions: {
          // jsPDF's optional dependencies (html2canvas and DOMPurify for .html(), canvg for SVG), which
          // the agreement PDF does not use: left out as jsPDF's README says, so no chunk of theirs is built.
          external: ['canvg', 'dompurify', 'html2canvas'],
          output: {
            // Everything the entry loads statically stays in the entry chunk, and lazy pages import
            // from it. Without this group Rolldown's automatic splitting may move shared modules
            // (react, react-router, src/lib) into a separate, preloaded common chunk as soon as one
            // more lazy page imports them, which costs ~1 kB gzip on the first load for nothing.
            // The lease quote's figures and the estimate call, shared by the product page, the
            // cart, the checkout and the marketplace: one chunk, so one name in the first load.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                // The visitor's cookie choice, read by the shell's cookie bar and tracking capture
                // (after the page starts) and by the recommendations' activity reports: in the
                // lease quote's chunk, which every page with recommendations already loads, rather
                // than in a chunk of its own the entry would have to name.
                {
                  name: 'lease-quote',
                  test: /src\/(components\/lease-quote|lib\/lease-estimate|features\/consent\/(lib\/consent-(rules|store)|hooks\/use-consent)\.ts$)/,
                },
                // The data layer and the visitor's tracking parameters, shared by what loads after
                // the page starts (the header's location picker, the shell's exit window) and the
                // lead forms: kept in chunks those already load (the stored location's, the window
                // frame's) rather than in two chunks of their own, which the entry would have to
                // name among the chunks each page preloads (0.04 kB of the first load).
                {
                  name: 'use-stored-location',
                  test: /src\/(features\/geo\/(hooks\/use-stored-location|lib\/stored-location)|lib\/data-layer)\.ts$/,
                },
                { name: 'modal-frame', test: /src\/(components\/ui\/modal-frame|lib\/tracking-params)\.tsx?$/ },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    // One module graph per worker instead of one per file: the suite runs in a third of the
    // time. What a file may leave behind (timers, storage, fakes, mocked handlers) is reset
    // after every test in src/testing/setup.ts.
    isolate: false,
    // A route's first render transforms its lazy page: on a busy 2-core machine a whole story has
    // taken 4-5 s, which the 5 s default failed. The waits inside a test stay at 5 s (setup.ts).
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
}))
