import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { pickMessages, recordingReads } from './page-messages'

const CATALOGUE = {
  greeting: 'Hola, {name}',
  farewell: 'Adiós',
  unused: 'Nunca leído',
}

describe('page messages', () => {
  it('notes the messages a formatter reads, and keeps only those', () => {
    const read = new Set<string>()
    const intl = createIntl({ locale: 'es-US', messages: recordingReads(CATALOGUE, read) })
    expect(intl.formatMessage({ id: 'greeting' }, { name: 'Ana' })).toBe('Hola, Ana')
    expect(intl.formatMessage({ id: 'farewell' })).toBe('Adiós')
    expect([...read].sort()).toEqual(['farewell', 'greeting'])
    expect(pickMessages(CATALOGUE, read)).toEqual({ greeting: 'Hola, {name}', farewell: 'Adiós' })
  })

  it('ignores ids the catalogue does not have', () => {
    const read = new Set<string>()
    const messages = recordingReads(CATALOGUE, read)
    expect(messages['missing']).toBeUndefined()
    expect(read.size).toBe(0)
    expect(pickMessages(CATALOGUE, ['missing', 'farewell'])).toEqual({ farewell: 'Adiós' })
  })
})
