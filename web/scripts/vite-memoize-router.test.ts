import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { memoizeRouterMatching } from './vite-memoize-router.ts'

const productionDir = join(import.meta.dirname, '../node_modules/react-router/dist/production')

/** The installed React Router's module that matches routes. */
function routerChunk(): { id: string; code: string } {
  for (const name of readdirSync(productionDir).filter((file) => file.endsWith('.mjs'))) {
    const id = join(productionDir, name)
    const code = readFileSync(id, 'utf8')
    if (code.includes('function matchRoutesImpl(') && code.includes('function flattenAndRankRoutes(')) return { id, code }
  }
  throw new Error('no React Router module defines matchRoutesImpl')
}

describe('memoizeRouterMatching', () => {
  it('makes the installed React Router flatten and rank a routes array once', () => {
    const { id, code } = routerChunk()
    const out = memoizeRouterMatching(code, id)!
    // The patched functions, evaluated alone with counting stand-ins for what they call.
    const start = out.indexOf('var rankedBranches')
    const end = out.indexOf('function flattenRoutes(')
    const counted = { flatten: 0 }
    const flattenAndRankRoutes = vm.runInNewContext(
      `function flattenRoutes(routes) { counted.flatten += 1; return routes.map((route) => ({ path: route.path })) }
       function rankRouteBranches() {}
       ${out.slice(start, end)}
       flattenAndRankRoutes`,
      { counted },
    ) as (routes: object[]) => object[]
    const routes = [{ path: '/a' }, { path: '/b' }]
    const branches = flattenAndRankRoutes(routes)
    expect(flattenAndRankRoutes(routes)).toBe(branches)
    expect(counted.flatten).toBe(1)
    expect(flattenAndRankRoutes([...routes])).not.toBe(branches)
    expect(counted.flatten).toBe(2)
  })

  it('leaves other modules alone and fails when React Router changed', () => {
    expect(memoizeRouterMatching('export const a = 1', '/x/node_modules/react-router/dist/production/other.mjs')).toBeNull()
    expect(memoizeRouterMatching('function matchRoutesImpl() {}', '/x/src/app.ts')).toBeNull()
    expect(() => memoizeRouterMatching('function matchRoutesImpl() {}', '/x/node_modules/react-router/dist/production/chunk.mjs')).toThrow(
      /flattenAndRankRoutes/,
    )
  })
})
