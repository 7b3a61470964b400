import { afterEach, describe, expect, it } from 'vitest'
import { installHostIntl } from './host-intl'

// The host's formatting, as the Rust server gives it to its render engine, played here by
// Node's own Intl (the same ICU output), with every call recorded.
const calls: string[] = []
const fakeHost = {
  locales: ['en-US', 'es-US', 'en', 'es'],
  formatNumber(locale: string, style: string, min: number, max: number, grouping: boolean, value: number) {
    calls.push(`number ${locale} ${style} ${min}-${max}${grouping ? '' : ' ungrouped'}`)
    const [kind, currency] = style.split('-')
    return new NativeNumberFormat(locale, {
      style: kind as 'decimal',
      ...(currency ? { currency } : {}),
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
    }).format(value)
  },
  plural(locale: string, ordinal: boolean, value: number) {
    calls.push(`plural ${locale}${ordinal ? ' ordinal' : ''}`)
    return new NativePluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' }).select(value)
  },
}
const NativeNumberFormat = Intl.NumberFormat
const NativePluralRules = Intl.PluralRules

function withHostIntl() {
  calls.length = 0
  installHostIntl(fakeHost)
}

afterEach(() => {
  Object.assign(Intl, { NumberFormat: NativeNumberFormat, PluralRules: NativePluralRules })
})

describe('Intl answered by the host', () => {
  it('sends the app’s locales and formats to the host, with ECMA-402’s default digits', () => {
    withHostIntl()
    expect(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1299.5)).toBe('$1,299.50')
    expect(new Intl.NumberFormat('en-US').format(12345.678)).toBe('12,345.678')
    expect(new Intl.NumberFormat(['en-US'], { style: 'percent', maximumFractionDigits: 3 }).format(0.12345)).toBe('12.345%')
    expect(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: false }).format(1234.5)).toBe('1235')
    expect(new Intl.PluralRules('es-US').select(1)).toBe('one')
    expect(calls).toEqual([
      'number es-US currency-USD 2-2',
      'number en-US decimal 0-3',
      'number en-US percent 0-3',
      'number en-US decimal 0-0 ungrouped',
      'plural es-US',
    ])
  })

  it('leaves other locales, currencies and options to the polyfill', () => {
    withHostIntl()
    expect(new Intl.NumberFormat('de-DE').format(1234.5)).toBe('1.234,5')
    expect(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(3)).toBe('€3.00')
    expect(new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1500)).toBe('1.5K')
    expect(new Intl.PluralRules('en-US', { minimumFractionDigits: 1 }).select(1)).toBe('other')
    expect(calls).toEqual([])
  })

  it('gives the polyfill’s parts and resolved options, and a bound format', () => {
    withHostIntl()
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    expect(dollars.resolvedOptions()).toMatchObject({ locale: 'en-US', currency: 'USD', minimumFractionDigits: 2 })
    expect(dollars.formatToParts(-1.5).map((part) => part.type)).toEqual(['minusSign', 'currency', 'integer', 'decimal', 'fraction'])
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a bound function, as ECMA-402's getter gives
    const { format } = dollars
    expect([1, 2.5].map(format)).toEqual(['$1.00', '$2.50'])
  })

  it('is not installed where the host has no Intl of its own to offer', () => {
    // Importing the module (above) in Node, which offers none, left Node's Intl as it was.
    expect(Intl.NumberFormat).toBe(NativeNumberFormat)
  })
})
