/**
 * Vite plugin: React Router keeps the ranked branches of a route table.
 *
 * `useRoutes` flattens and ranks the whole route table, compiling a regular expression for each
 * route, on every render: three milliseconds of each server render in QuickJS, and work the
 * browser repeats on every navigation. React Router's data routers keep these branches for the
 * life of the router; `useRoutes` computes them again. This plugin makes
 * `flattenAndRankRoutes(routes)` remember its answer by the routes array (the app builds each
 * table once, per configuration, and never changes it; a new array is flattened anew).
 *
 * The build fails when React Router's code no longer has that function, rather than going on
 * without the cache.
 */
import type { Plugin } from 'vite'

const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

const FLATTEN = 'function flattenAndRankRoutes(routes) {'
const REMEMBERING_FLATTEN = `var rankedBranches = new WeakMap();
function flattenAndRankRoutes(routes) {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenAndRankRoutesOnce(routes);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
function flattenAndRankRoutesOnce(routes) {`

/** React Router's module with the ranked branches kept; null for any other module. */
export function memoizeRouterMatching(code: string, id: string): string | null {
  if (!REACT_ROUTER_CHUNK.test(id) || !code.includes('function matchRoutesImpl(')) return null
  const at = code.indexOf(FLATTEN)
  if (at < 0 || code.indexOf(FLATTEN, at + 1) >= 0) throw new Error(`vite-memoize-router: ${id} does not define flattenAndRankRoutes once`)
  return code.slice(0, at) + REMEMBERING_FLATTEN + code.slice(at + FLATTEN.length)
}

export function memoizeRouterPlugin(): Plugin {
  let patched = 0
  return {
    name: 'leasefront:memoize-router',
    apply: 'build',
    buildStart() {
      patched = 0
    },
    transform(code, id) {
      const out = memoizeRouterMatching(code, id)
      if (out === null) return null
      patched += 1
      return { code: out, map: null }
    },
    buildEnd(error) {
      if (!error && patched === 0) this.error('vite-memoize-router: React Router was bundled without its route matching cache')
    },
  }
}
