#!/usr/bin/env node
/**
 * First-load size budget: the JavaScript and CSS a page's HTML makes the browser load before
 * anything is clicked, gzipped (zlib level 9) file by file, against a budget per page.
 *
 * - `shell`: dist/index.html, the app shell (its module script and stylesheet): what every page
 *   loads, and all a page the server does not render loads.
 * - `home`, `product`, `listing`: a page the server renders is the shell plus, in its head, what
 *   server/src/ssr/assets.rs `preload_links` adds for the page's module from the build's
 *   manifest (dist/.vite/manifest.json): a `modulepreload` for the module's chunk and every chunk
 *   it imports statically (recursively, the entry left out), and those chunks' stylesheets, in the
 *   page as `<style>` with a disabled link (not fetched) when small, else as a link. Inline
 *   `<style>` counts: it is in the HTML. A chunk imported with `import()` is not preloaded: it
 *   loads when the page asks for it.
 *
 * Without a server, a rendered page's HTML is made here by the same rules (preloadTags, checked
 * against the Rust tests' example in size-budget.test.ts). With `SIZE_URL=http://127.0.0.1:8080`
 * (a `leasefront serve` of this build, with the demo content), each rendered page is fetched from
 * it instead, and its real HTML measured.
 *
 * Prints each page's files and total in kB; exits 1 when a page is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * The pages measured: the shell, and a rendered page of each kind the server preloads for. The
 * home page and the shell are the promise (120 kB; the home page is 1.2 kB over it); a product page and a listing preload their
 * own chunks too, and their budgets keep them from growing unnoticed. Their last growth: the
 * product's structured data stating its lease in words (0.74 kB), and a listing's ItemList and
 * BreadcrumbList with the click activities of its tiles (0.66 kB).
 */
export const PAGES = [
  { name: 'shell', budgetKb: 120 },
  // Over the promise by 1.25 kB: the hero and tiles come with the page (see routes/home.tsx).
  { name: 'home', path: '/', module: 'src/app/routes/home.tsx', budgetKb: 121.25 },
  { name: 'product', path: '/product/sofas-001-navy', module: 'src/app/routes/product.tsx', budgetKb: 154.5 },
  { name: 'listing', path: '/category/sofas', module: 'src/app/routes/category.tsx', budgetKb: 165.6 },
]

/** Largest stylesheet the server puts into a page (assets.rs MAX_INLINE_CSS). */
const MAX_INLINE_CSS = 64 * 1024

/** assets.rs is_asset_file: a built file name with this extension, nothing stranger. */
const isAssetFile = (file, extension) =>
  file.startsWith('assets/') && file.endsWith(extension) && !file.includes('..') && /^[A-Za-z0-9/._-]*$/.test(file)

/**
 * The tags assets.rs `preload_links` adds to a rendered page of `module`: the stylesheets of the
 * module's chunk and of every chunk it imports (not the entry), then a modulepreload for each
 * of those chunks, both sorted by file. `css(file)` is a stylesheet's text when it can go into
 * the page (assets.rs inlinable_css), else undefined.
 */
export function preloadTags(manifest, module, css = () => undefined) {
  const files = new Set()
  const stylesheets = new Set()
  const seen = new Set()
  const pending = [module]
  while (pending.length > 0) {
    const key = pending.pop()
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry) continue
    if (isAssetFile(chunk.file, '.js')) files.add(chunk.file)
    for (const file of chunk.css ?? []) if (isAssetFile(file, '.css')) stylesheets.add(file)
    pending.push(...(chunk.imports ?? []))
  }
  const sorted = (set) => [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const styles = sorted(stylesheets).map((file) => {
    const text = css(file)
    return text === undefined
      ? `<link rel="stylesheet" crossorigin href="/${file}">`
      : `<style>${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`
  })
  const scripts = sorted(files).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  return [...styles, ...scripts].join('')
}

/** assets.rs inlinable_css: the stylesheet's text when the server puts it into the page. */
export function inlinableCss(dist, file) {
  if (!isAssetFile(file, '.css') || !existsSync(join(dist, file))) return undefined
  const text = readFileSync(join(dist, file), 'utf8')
  return Buffer.byteLength(text) <= MAX_INLINE_CSS && !text.toLowerCase().includes('</style') ? text : undefined
}

const attr = (tag, name) => {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined
}

/**
 * What an HTML page makes the browser load before interaction: the files of its scripts with a
 * `src`, its module preloads and its (not disabled) stylesheet links, and the text of its
 * `<style>` elements.
 */
export function pageAssets(html) {
  const files = new Set()
  const styles = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src')
    if (src) files.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel.includes('modulepreload') || (rel.includes('stylesheet') && attr(tag, 'disabled') === undefined)) files.add(href)
  }
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(text)
  return { files: [...files], styles }
}

const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024

/** Each file's and inline style's gzip size (kB), read from the build. */
function measure(dist, { files, styles }) {
  const rows = files.map((file) => {
    if (/^(https?:)?\/\//.test(file)) throw new Error(`external asset ${file} cannot be measured`)
    return [file, gzipKb(readFileSync(join(dist, file.replace(/^\//, '').split(/[?#]/)[0])))]
  })
  styles.forEach((text, index) => rows.push([`<style> #${index + 1} (${Buffer.byteLength(text)} bytes)`, gzipKb(Buffer.from(text))]))
  return rows
}

async function main() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
  const indexPath = join(dist, 'index.html')
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(indexPath) || !existsSync(manifestPath)) {
    console.error('size: dist/index.html or dist/.vite/manifest.json not found; run `npm run build` first')
    process.exit(1)
  }
  const shell = readFileSync(indexPath, 'utf8')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const server = process.env.SIZE_URL?.replace(/\/$/, '')
  const fmt = (kb) => kb.toFixed(2).padStart(8)
  let failed = false
  for (const page of PAGES) {
    let html = shell
    let source = 'dist/index.html'
    if (page.module && server) {
      const response = await fetch(server + page.path)
      html = await response.text()
      source = `${server}${page.path} (${response.status})`
      if (!response.ok || !html.includes('id="ssr-state"')) {
        console.error(`size: ${source} is not a server-rendered page`)
        failed = true
      }
    } else if (page.module) {
      if (!manifest[page.module]) throw new Error(`${page.module} is not in the build's manifest`)
      html = shell.replace('</head>', `${preloadTags(manifest, page.module, (file) => inlinableCss(dist, file))}</head>`)
      source = `dist/index.html + the preloads of ${page.module}`
    }
    const rows = measure(dist, pageAssets(html))
    const total = rows.reduce((sum, [, kb]) => sum + kb, 0)
    console.log(`${page.name} (${source}):`)
    for (const [file, kb] of rows) console.log(`${fmt(kb)} kB  ${file}`)
    const budget = page.budgetKb > 0 ? `, budget ${page.budgetKb} kB` : ''
    console.log(`${fmt(total)} kB  total (gzip -9)${budget}\n`)
    if (rows.length === 0) {
      console.error(`size: no JS or CSS found for ${page.name}`)
      failed = true
    }
    if (page.budgetKb > 0 && total > page.budgetKb) {
      console.error(`size: ${page.name}'s first load is ${total.toFixed(2)} kB, over its ${page.budgetKb} kB budget`)
      failed = true
    }
  }
  if (failed) process.exit(1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
