import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The real server (debug build) on a fresh SQLite database with the demo data (--demo: demo
// data and /dev/outbox are opt-in).
// Workers inherit this environment, so the folder is made once, by the runner.
const port = process.env.E2E_PORT ?? '18480'
process.env.LEASEFRONT_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'leasefront-e2e-'))
const bin = process.env.LEASEFRONT_BIN ?? resolve('../target/debug/leasefront')
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Recording a trace for every story took a quarter of the suite's time (Chromium is what
  // fills the two cores): a story that fails runs once more with a trace for the report, and
  // the run still fails when that retry passes (a flaky story is a failure here).
  retries: 1,
  failOnFlakyTests: true,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // An axe scan of a listing alone has taken 20 s on this 2-core machine (debug server, two
  // workers): 30 s failed stories that were only slow.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No service worker unless a story asks for one (offline.spec.ts does): a worker answers the
    // page's requests itself, where the stories' page.route fakes would never see them.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No sandbox as root; no background calls to hosts this machine can't reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  // The render budget is 10 s, not the 1 s default: a debug build on two busy cores (two
  // browsers, the server) has taken longer than 1 s for a page, which then came as the app
  // shell, and these stories check what the server renders, not how fast (`make bench` does).
  webServer: {
    command: `${bin} serve --addr 127.0.0.1:${port} --database-url sqlite://${process.env.LEASEFRONT_E2E_DATA}/e2e.db --web-dir ../web/dist --demo --render-budget-ms 10000`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
