// The reference for `leasefront bench render`: Node renders the very same server bundle
// (web/dist/server/entry-server.js) with the very same inputs (the folder the binary wrote),
// the same number of times, and the two are printed side by side with their ratio.
// Node is only this benchmark's yardstick: the server never runs it.
//
//   node scripts/bench-render-node.mjs OUT_DIR [BUNDLE]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

const [out, bundle = 'web/dist/server/entry-server.js'] = process.argv.slice(2)
if (!out) {
  console.error('usage: node scripts/bench-render-node.mjs OUT_DIR [BUNDLE]')
  process.exit(2)
}
vm.runInThisContext(readFileSync(bundle, 'utf8'), { filename: bundle })
const { render } = globalThis.__leasefront
const pages = JSON.parse(readFileSync(join(out, 'pages.json'), 'utf8'))
const WARMUP = 20

const at = (times, q) => times[Math.round((times.length - 1) * q)]
const rows = []
for (const page of pages) {
  const input = readFileSync(join(out, page.input), 'utf8')
  for (let i = 0; i < WARMUP; i++) await render(input)
  const times = []
  let rendered
  for (let i = 0; i < page.renders; i++) {
    const started = performance.now()
    rendered = await render(input)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const node = at(times, 0.5)
  const same = rendered.html === readFileSync(join(out, page.input.replace(/json$/, 'html')), 'utf8')
  const gzip = gzipSync(rendered.html + rendered.state).length
  rows.push({ page, node, same, gzip })
}

const pad = (s, n) => String(s).padEnd(n)
const ms = (x) => `${x.toFixed(1)} ms`.padStart(9)
console.log(`${pad('page', 34)} ${'binary'.padStart(9)} ${'Node'.padStart(9)}  ratio  ${'miss'.padStart(9)}  state  markup+state gzip`)
for (const { page, node, same, gzip } of rows) {
  const state = `${(page.state_bytes / 1000).toFixed(0)} kB`
  console.log(
    `${pad(page.url, 34)} ${ms(page.median_ms)} ${ms(node)}  ${(page.median_ms / node).toFixed(1).padStart(4)}×  ${ms(page.miss_median_ms)}  ${state.padStart(6)}  ${(gzip / 1000).toFixed(1)} kB${
      same ? '' : '  (markup differs from the binary’s!)'
    }`,
  )
}
console.log(`(medians of ${pages[0]?.renders ?? 0} renders each, after ${WARMUP} warm-up renders; binary = QuickJS inside the server, timed around the engine call;`)
console.log(' miss = the binary\'s whole page-cache miss: plan, queries answered in-process, render, page put together)')
// React's scheduler leaves a MessageChannel open in Node.
process.exit(0)
