/**
 * Vite plugin for the server bundle: every `import()` left in the output becomes a rejected
 * promise. The bundle is one classic script run by QuickJS without a module loader; the app's
 * own lazy imports are inlined by the build, and what is left is library code the server never
 * runs (react-router's framework-mode route-module loader). The bundle then has no `import()`
 * at all, and such a call fails like any other error instead of reaching for a loader.
 */
import { parseAst, type Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => isNode(child) && walk(child, visit))
    else if (isNode(value)) walk(value, visit)
  }
}

const REJECTION = 'Promise.reject(new Error("The server bundle has no module loader"))'

export function withoutDynamicImports(code: string): string | null {
  if (!code.includes('import(')) return null
  const ranges: Node[] = []
  walk(parseAst(code, { lang: 'js' }) as unknown as Node, (node) => {
    if (node.type === 'ImportExpression') ranges.push(node)
  })
  if (ranges.length === 0) return null
  let out = code
  for (const { start, end } of ranges.sort((a, b) => b.start - a.start)) out = out.slice(0, start) + REJECTION + out.slice(end)
  return out
}

export function noDynamicImportPlugin(): Plugin {
  return {
    name: 'leasefront:no-dynamic-import',
    apply: 'build',
    renderChunk(code) {
      const out = withoutDynamicImports(code)
      return out === null ? null : { code: out, map: null }
    },
  }
}
