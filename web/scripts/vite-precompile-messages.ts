/**
 * Vite plugin (production builds only): precompiles the inline default messages of
 * react-intl descriptors to the ICU message AST and drops their descriptions.
 *
 *   defaultMessage: 'Hello {name}'  →  defaultMessage: [{"type":0,"value":"Hello "},{"type":1,"value":"name"}]
 *
 * The compiled catalogues are ASTs too (`formatjs compile --ast`), so nothing is parsed at run
 * time and vite.config.ts aliases the ICU parser to its no-parser build, which keeps the parser
 * (about 8 kB gzip) out of the first load. The same idea as babel-plugin-formatjs `ast: true`,
 * without Babel. Only string literals (and template literals without expressions) are handled;
 * any other defaultMessage is left as it is and fails loudly at run time in the no-parser build.
 */
import { parse } from '@formatjs/icu-messageformat-parser'
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

function keyName(node: Node): string | undefined {
  const key = node.key as Node | undefined
  if (!key) return undefined
  if (key.type === 'Identifier') return key.name as string
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return undefined
}

function staticString(node: Node | undefined): string | undefined {
  if (!node) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[]
    return quasi?.value.cooked
  }
  return undefined
}

interface Edit {
  start: number
  end: number
  text: string
}

export function precompileMessages(code: string, id: string): string | null {
  if (!code.includes('defaultMessage')) return null
  const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.ts') ? 'ts' : id.endsWith('.jsx') ? 'jsx' : 'js'
  const program = parseAst(code, { lang }, id) as unknown as Node
  const edits: Edit[] = []
  walk(program, (node) => {
    if (node.type === 'Property') {
      const name = keyName(node)
      const value = node.value as Node
      const text = staticString(value)
      if (name === 'defaultMessage' && text !== undefined) {
        edits.push({ start: value.start, end: value.end, text: JSON.stringify(parse(text)) })
      } else if (name === 'description' && text !== undefined) {
        let end = node.end
        while (/\s/.test(code[end] ?? '')) end += 1
        if (code[end] === ',') end += 1
        edits.push({ start: node.start, end, text: '' })
      }
    } else if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name
      const value = node.value as Node | undefined
      const text = staticString(value)
      if (name === 'defaultMessage' && value && text !== undefined) {
        edits.push({ start: value.start, end: value.end, text: `{${JSON.stringify(parse(text))}}` })
      }
    }
  })
  if (edits.length === 0) return null
  edits.sort((a, b) => b.start - a.start)
  let out = code
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

export function precompileMessagesPlugin(): Plugin {
  return {
    name: 'leasefront:precompile-messages',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.[jt]sx?$/.test(id) || /\.test\.[jt]sx?$/.test(id)) return null
      const out = precompileMessages(code, id)
      return out === null ? null : { code: out, map: null }
    },
  }
}
