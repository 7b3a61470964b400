import { describe, expect, it } from 'vitest'
import { precompileMessages } from './vite-precompile-messages.ts'

describe('precompileMessages', () => {
  it('turns default messages into ICU ASTs and drops descriptions', () => {
    const source = `
      const m = defineMessages<{ a: { name: string } }>({
        a: { id: 'a', defaultMessage: 'Hi {name}', description: 'greeting' },
        b: {
          id: 'b',
          description: "it's b",
          defaultMessage:
            "Can't stop",
        },
      })
      const el = <FormattedMessage id="c" defaultMessage="Plain" />
    `
    const out = precompileMessages(source, '/x/src/a.tsx')!
    expect(out).not.toContain('description')
    expect(out).toContain(`defaultMessage: [{"type":0,"value":"Hi "},{"type":1,"value":"name"}]`)
    expect(out).toContain(`defaultMessage:\n            [{"type":0,"value":"Can't stop"}]`)
    expect(out).toContain(`defaultMessage={[{"type":0,"value":"Plain"}]}`)
    expect(out).toContain(`id: 'b',\n          \n`)
  })

  it('leaves files without messages alone', () => {
    expect(precompileMessages('export const a = 1', '/x/src/a.ts')).toBeNull()
  })
})
