import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { markPureTopLevel } from './vite-pure-libraries'

const modules = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules')
const ROUTER = '/app/node_modules/react-router/dist/production/chunk-ABC.mjs'

describe('markPureTopLevel', () => {
  it("marks the libraries' top-level components and contexts pure and leaves out their display names", () => {
    const code = [
      'var Form = React10.forwardRef(({ method }, ref) => null);',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'function f() {',
      '  Component.displayName = DisplayName[name];',
      '  let x = React.forwardRef(g);',
      '}',
    ].join('\n')
    expect(markPureTopLevel(code, ROUTER)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(({ method }, ref) => null);',
        '',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        'function f() {',
        '  Component.displayName = DisplayName[name];',
        '  let x = React.forwardRef(g);',
        '}',
      ].join('\n'),
    )
    expect(markPureTopLevel('const FormattedDate = createFormattedComponent("formatDate");', '/app/node_modules/react-intl/index.js')).toBe(
      'const FormattedDate = /* @__PURE__ */ createFormattedComponent("formatDate");',
    )
  })

  it('leaves any other module alone', () => {
    expect(markPureTopLevel('var Form = React.forwardRef(f);', '/app/src/components/link.tsx')).toBeNull()
    expect(markPureTopLevel('var Form = React.forwardRef(f);', '/app/node_modules/react-router/dist/development/index.mjs')).toBeNull()
  })

  it("finds what to mark in the installed React Router's and React Intl's code", () => {
    const intl = join(modules, 'react-intl/index.js')
    const intlOut = markPureTopLevel(readFileSync(intl, 'utf8'), intl)
    expect(intlOut).toContain('/* @__PURE__ */ createFormattedComponent("formatDate")')
    expect(intlOut).not.toMatch(/^FormattedPlural\.displayName/m)
    const dir = join(modules, 'react-router/dist/production')
    const chunks = readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join(dir, file))
    const withForm = chunks.find((file) => readFileSync(file, 'utf8').includes('var Form = '))
    expect(withForm).toBeDefined()
    expect(markPureTopLevel(readFileSync(withForm!, 'utf8'), withForm!)).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m)
  })
})
