// `make lighthouse`: Lighthouse (mobile: simulated Slow 4G, Moto G Power screen) over the public
// routes of the real server with the demo data, in Debian's Chromium. Prints the four category
// scores per route and fails below the floors. Each route is measured RUNS times (LIGHTHOUSE_RUNS)
// and judged by the median run (Lighthouse's own computeMedianRun), as Lighthouse's variability
// guide advises; a route below a floor gets more runs first (LIGHTHOUSE_CONFIRM_RUNS).
//
// The CPU slowdown is calibrated to this machine, as Lighthouse's throttling guide asks of a host
// slower than its reference: the default 4x is meant for a high-end desktop (benchmark index
// 1500 and up) and turns it into a mid-tier phone; on this 2-core machine the index swings
// between about 850 and 1450 from one minute to the next, and 4x of a slow moment is a phone
// slower than the target (that swing alone moved one page's score from 0.96 to 0.77). So each
// run's page load is gathered once and audited twice from the same trace and network log:
//   - gated: 4x scaled by the index Lighthouse measured in that run (4 × index / 1500, at most 4),
//     i.e. the same target phone whatever the moment;
//   - reported: the plain default 4x, printed beside it so nothing is hidden.
// LIGHTHOUSE_CPU_MULTIPLIER=4 gates on the default instead.
//
// LEASEFRONT_BIN: the server binary (`make lighthouse` passes the debug build); LIGHTHOUSE_PORT to move it.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// A route whose median falls below a floor is measured again until it has this many runs, and
// judged by their median: one slow moment of a shared 2-core machine does not fail the gate,
// a page that is really below does.
const CONFIRM_RUNS = Math.max(RUNS, Number(process.env.LIGHTHOUSE_CONFIRM_RUNS ?? 3))
const DEFAULT_MULTIPLIER = 4
// The benchmark index Lighthouse's default 4x is calibrated for (the low end of its "high-end desktop").
const REFERENCE_INDEX = 1500
const FIXED_MULTIPLIER = process.env.LIGHTHOUSE_CPU_MULTIPLIER ? Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER) : null
const FLOORS = { performance: 0.9, accessibility: 1.0, seo: 0.95, 'best-practices': 0.95 }
// The categories whose floors fail the run (LIGHTHOUSE_GATED, comma-separated; all four by
// default). `make test` gates the three that do not depend on timing: a performance score is a
// timed measurement, and on a shared 2-core CI machine the same page's median swings by more
// than the floor's margin (0.75-0.89 for one unchanged page in an afternoon). There it is
// measured and printed, and a route below its floor is named; `make lighthouse` judges it.
const GATED = process.env.LIGHTHOUSE_GATED?.split(',') ?? Object.keys(FLOORS)
for (const id of GATED) if (!(id in FLOORS)) throw new Error(`LIGHTHOUSE_GATED: no category ${id} (${Object.keys(FLOORS).join(', ')})`)
// Home, content pages (content/pages: a page of regions, a news post, a tab of the tabbed
// leasing information in Spanish), the portal sign-in, a prefixed Spanish home, a category
// listing and a product page (demo/catalog.json), the marketplace (demo/marketplace.json).
// LIGHTHOUSE_ROUTES (comma-separated) measures others; LIGHTHOUSE_REPORT_DIR keeps each route's
// median report as JSON to study.
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? [
  '/',
  '/how-it-works',
  '/news/partners-pass-forty',
  '/es/paymentinformation',
  '/customer-login',
  '/northwind/es-US/',
  '/category/sofas',
  '/product/sofas-001',
  '/marketplace',
]
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR

const port = process.env.LIGHTHOUSE_PORT ?? '18490'
const origin = `http://127.0.0.1:${port}`
const bin = process.env.LEASEFRONT_BIN ?? resolve('../target/debug/leasefront')
const data = mkdtempSync(join(tmpdir(), 'leasefront-lighthouse-'))

const server = spawn(
  bin,
  ['serve', '--addr', `127.0.0.1:${port}`, '--database-url', `sqlite://${data}/lh.db`, '--web-dir', resolve('../web/dist'), '--demo'],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } },
)

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the server did not answer at ${origin}`)
}

const CATEGORY_IDS = Object.keys(FLOORS)
const artifactsDir = join(data, 'artifacts')

/** Audits the page load saved in artifactsDir with this CPU slowdown. */
async function audit(cpuSlowdownMultiplier) {
  // Lighthouse refuses to audit with other settings than the gather's: the saved ones are
  // rewritten to the slowdown asked for (a simulated run only applies it when auditing).
  const file = join(artifactsDir, 'artifacts.json')
  const artifacts = JSON.parse(readFileSync(file, 'utf8'))
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier
  writeFileSync(file, JSON.stringify(artifacts))
  const result = await lighthouse(undefined, {
    auditMode: artifactsDir,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORY_IDS,
    throttling: { ...artifacts.settings.throttling },
  })
  return result.lhr
}

/** One page load, gathered once; the gated report and the one at Lighthouse's default slowdown. */
async function measure(url) {
  await lighthouse(url, { port: chrome.port, gatherMode: artifactsDir, logLevel: 'error', onlyCategories: CATEGORY_IDS })
  const { BenchmarkIndex } = JSON.parse(readFileSync(join(artifactsDir, 'artifacts.json'), 'utf8'))
  const calibrated = FIXED_MULTIPLIER ?? Math.min(DEFAULT_MULTIPLIER, (DEFAULT_MULTIPLIER * BenchmarkIndex) / REFERENCE_INDEX)
  const atDefault = await audit(DEFAULT_MULTIPLIER)
  const gated = calibrated === DEFAULT_MULTIPLIER ? atDefault : await audit(calibrated)
  return { gated, atDefault }
}

/** The ids of a report's categories that are below their floors. */
function belowFloors(lhr) {
  return Object.entries(FLOORS)
    .filter(([id, floor]) => (lhr.categories[id].score ?? 0) < floor)
    .map(([id]) => id)
}

/** The gated ones among them. */
const gatedBelowFloors = (lhr) => belowFloors(lhr).filter((id) => GATED.includes(id))

let chrome
let failed = false
try {
  await waitForServer()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const rows = []
  for (const route of ROUTES) {
    // One warm-up request so a cold server render is not what gets measured.
    await fetch(origin + route)
    const runs = []
    const defaultRuns = []
    const measureUntil = async (count) => {
      while (runs.length < count) {
        const { gated, atDefault } = await measure(origin + route)
        runs.push(gated)
        defaultRuns.push(atDefault)
      }
      return computeMedianRun(runs)
    }
    let median = await measureUntil(RUNS)
    if (gatedBelowFloors(median).length > 0 && runs.length < CONFIRM_RUNS) {
      console.error(
        `${route}: ${gatedBelowFloors(median).join(', ')} below the floor at ${runs.length} run(s); measuring to ${CONFIRM_RUNS}`,
      )
      median = await measureUntil(CONFIRM_RUNS)
    }
    const { categories, audits } = median
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true })
      writeFileSync(join(REPORT_DIR, `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), JSON.stringify(median))
    }
    const row = { route, runs: runs.length }
    for (const id of CATEGORY_IDS) row[id] = categories[id].score ?? 0
    for (const id of belowFloors(median)) {
      const gated = GATED.includes(id)
      if (gated) failed = true
      const below = categories[id].auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id} (${a.score})`)
      console.error(
        `${route}: ${id} ${row[id]} < ${FLOORS[id]}${gated ? '' : ' (reported, not gated)'}; audits below 1: ${below.join(', ')}`,
      )
    }
    row.FCP = audits['first-contentful-paint'].displayValue
    row.LCP = audits['largest-contentful-paint'].displayValue
    row.TBT = audits['total-blocking-time'].displayValue
    row.CLS = audits['cumulative-layout-shift'].displayValue
    // Lighthouse's measure of this machine's speed: its 4x CPU slowdown is calibrated for a fast
    // desktop (about 1300 and up); a lower index means the simulated phone is slower than intended.
    row.benchmarkIndex = Math.round(median.environment.benchmarkIndex)
    row.cpuSlowdown = Number(median.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2))
    row['performance at 4x'] = computeMedianRun(defaultRuns).categories.performance.score
    rows.push(row)
  }
  console.table(rows)
  console.log(
    `median of ${RUNS} run(s) per route (${CONFIRM_RUNS} for a route below a floor); floors: ${JSON.stringify(FLOORS)}, gated: ${GATED.join(', ')}; cpuSlowdown: ${FIXED_MULTIPLIER ?? `4 × benchmarkIndex / ${REFERENCE_INDEX}, at most 4`} (gated), "performance at 4x": Lighthouse's default on the same page loads (reported)`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  if (chrome) await chrome.kill()
  server.kill()
  rmSync(data, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
