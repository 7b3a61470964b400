#!/usr/bin/env node
/**
 * First-load size budget. Reads dist/index.html, collects every JS and CSS file the home page
 * loads before interaction (<script src>, <link rel="modulepreload">, <link rel="stylesheet">),
 * gzips each (zlib level 9), prints each file and the total in kB, and exits 1 when the total
 * exceeds the budget.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// 120.5 kB. The storefront header fits by loading its live parts after
// hydration, the root category with one level, the SLAS calls when the session first needs
// one, React Router's production build, and no CSS for words that only look like utilities.
// The last half kB: fetching the whole message catalogue after a server-rendered page has
// hydrated with its own messages (0.15 kB), which took 13 kB of compressed state off every
// rendered page's HTML; and the app's links navigating with one navigate for all
// (components/link.tsx, 0.2 kB), which took a fifth off every server render. The route
// matching cache, the URL's site and locale resolved once and plain links built without a URL
// parser (0.26 kB, which took a third off a listing's server render) fit because a listing's
// tile and badge styles left the first load for the chunks that show them. 120.8 kB: the route
// table's five marketplace pages, the API client knowing their two public calls, and the
// header's place for the location picker (0.28 kB); the picker, the pages and their styles load
// after (styles/marketplace.css). 120.85 kB: the lease window's route and the shell leaving
// the header and footer out of a framed page (0.06 kB); the window, its application form, its
// frame and the lease estimate load after, when a shopper opens a retailer or applies.
// 121.35 kB: the header's site menu (Shop, For retailers, Get the app: rendered by the server on
// every page and hidden on referral paths, so it cannot load later without moving the header;
// 0.42 kB with its four messages) and the shell's place for what it does once the page has
// started (0.05 kB); the "Exiting our website" window and the promo redirect load after.
// 121.95 kB: the header's cart link (its icon and name on every server-rendered page; the count
// loads after the page starts), the /cart route and the session's customer for the pages that
// call shopper APIs (0.55 kB); Add to cart, the cart page, its window and the basket calls load
// with the pages that show them, the merge after sign-in once the page has started.
// 122.1 kB: the sign-in gate offered to every page (an action that needs an account, such as
// Add to wishlist, asks a guest to sign in first, then runs; 0.11 kB).
// 122.15 kB: the account page in the route table, and the phone rules the SMS sign-in and the
// profile now share, a chunk of their own (0.07 kB); the page, its layout and forms, and the
// header menu's account links load after.
// 122.2 kB: the wish list's page (/account/wishlist, the account page module), and the chunks
// the wish list's code and the product's picture rules now live in, shared by the product page
// and the wish list's page (0.05 kB); the page, the catalog's products-by-id call and Add to cart
// load with it.
// 122.5 kB: the checkout's two routes (one page module) and the shell swapping in the checkout's
// reduced header and footer, from that module (0.28 kB); the checkout's steps, forms, lease quote
// and agreement, the lease window and the confirmation load with its pages.
// 122.55 kB: the listings' hearts (the tile's action slot, and the names of the chunks the
// listings' code now lives in; 0.02 kB); the heart, its styles and the wish list's calls load
// with the listing.
// 122.65 kB: loading the browser's number data in a task of its own before hydration (0.1 kB),
// which took the 25–40 ms it costs out of hydration's first task on every server-rendered page.
// 123.1 kB: the content site's addresses in the route table (posts, partners' pages and
// /delete-account, with the names of the chunks each loads: 0.2 kB), the footer read as a page
// of regions like every other content (0.05 kB) and the public content calls taking the
// shopper's token when there is one (0.04 kB); the pages, their lists, the lead forms, the
// carousels and the deletion form load with the pages that show them. /store-locator's route
// (0.07 kB) fits in it; its page, form and results load with it.
// 123.25 kB: each store's page in the route table and the public stores-by-id call (0.07 kB),
// the header's store button's place and the chunk that brings it with the location picker
// (0.03 kB), and the names of the chunks the shopper's store, the recommendations' session and
// the shopper context's calls now live in (0.05 kB); the store panel, the store pages, the
// recommendation rows, the carousels and their calls load with what shows them.
// The route loader's slot for the offline rules (a retry, a page that failed loading again; 0.14
// kB) fits by taking "Something went wrong" out of the first load: it comes with the offline
// banner and page in the shell's later code, and a page that fails before that code is in
// gets the generic error page.
// 123.3 kB: a lazily loaded part of the shell (the sign-in window, the menu drawer, the toasts,
// the checkout's header) whose code fails to load is left out instead of taking the whole page
// to the crash page, and loads when shown again (lib/lazy-part.tsx on the app's error boundary;
// 0.08 kB). It has to be there before anything fails, so it cannot load later.
// 123.35 kB: the name of the chunk the recommendations' session now lives in, shared by the
// pages and the shell's record of the visit (0.02 kB); the record itself loads after the page.
// 123.4 kB: the phone's Menu drawer offering the login menu's items (the account's links, or
// Customer Login and Sign in; 0.05 kB for the header's lazy reference to them): the items come
// from the login menu's module when the drawer opens.
// 123.45 kB: the names of the chunks the shell's later code now lives in, with the service
// worker's registration (0.02 kB); the registration and the worker load after the page.
const BUDGET_KB = 123.45
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const indexPath = join(dist, 'index.html')
if (!existsSync(indexPath)) {
  console.error('size: dist/index.html not found; run `npm run build` first')
  process.exit(1)
}
const html = readFileSync(indexPath, 'utf8')

const attr = (tag, name) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

const files = new Set()
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, 'src')
  if (src) files.add(src)
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
  const href = attr(tag, 'href')
  if (href && (rel.includes('modulepreload') || rel.includes('stylesheet'))) files.add(href)
}

let total = 0
const rows = []
for (const file of files) {
  if (/^(https?:)?\/\//.test(file)) {
    console.error(`size: external asset ${file} cannot be measured`)
    process.exit(1)
  }
  const path = join(dist, file.replace(/^\//, '').split(/[?#]/)[0])
  const bytes = gzipSync(readFileSync(path), { level: 9 }).length
  total += bytes
  rows.push([file, bytes])
}

const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8)
for (const [file, bytes] of rows) console.log(`${kb(bytes)} kB  ${file}`)
console.log(`${kb(total)} kB  total (gzip -9), budget ${BUDGET_KB} kB`)
if (rows.length === 0) {
  console.error('size: no JS or CSS found in dist/index.html')
  process.exit(1)
}
if (total > BUDGET_KB * 1024) {
  console.error(`size: first load is ${(total / 1024).toFixed(2)} kB, over the ${BUDGET_KB} kB budget`)
  process.exit(1)
}
