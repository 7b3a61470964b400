import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompileMessagesPlugin } from './scripts/vite-precompile-messages.ts'

// The Rust server (`leasefront serve`) listens here in development.
const API_TARGET = 'http://127.0.0.1:8080'

/**
 * Production builds precompile every inline default message to the ICU AST
 * (scripts/vite-precompile-messages.ts); the compiled catalogues are ASTs too
 * (`formatjs compile --ast`), so the ICU message parser is left out of the bundle.
 */
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompileMessagesPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically stays in the entry chunk, and lazy pages import
        // from it. Without this group Rolldown's automatic splitting may move shared modules
        // (react, react-router, src/lib) into a separate, preloaded common chunk as soon as one
        // more lazy page imports them, which costs ~1 kB gzip on the first load for nothing.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
}))
