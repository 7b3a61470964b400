/**
 * The little of Intl the server's render uses, for an engine without Intl (QuickJS). Installed
 * only when the host has no Intl; never in the client bundle.
 *
 * - react-intl checks `Intl.NumberFormat.supportedLocalesOf` / `Intl.DateTimeFormat.supportedLocalesOf`
 *   when it starts, and formats plain messages (`{brandName}`) without Intl. Messages with
 *   `plural` use PluralRules and NumberFormat below: English/Spanish rules for whole numbers
 *   (one / other), numbers as digits with the locale's grouping. No rendered public page has
 *   such a message; the shim keeps one from crashing a render.
 * - DateTimeFormat formats an ISO date (no public page formats dates while rendering).
 * - DisplayNames answers a language's own name (the language switch: "English", "español"),
 *   from a table made with Node's ICU at build time, so the server's names are the browser's.
 */

type Locales = string | readonly string[] | undefined

const list = (locales: Locales): string[] => (locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales])
const first = (locales: Locales) => list(locales)[0] ?? 'en-US'
const language = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale

class NumberFormatShim {
  static supportedLocalesOf = list
  private readonly locale: string
  constructor(locales?: Locales) {
    this.locale = first(locales)
  }
  format(value: number | bigint): string {
    const [int = '', fraction] = String(value).split('.')
    const sign = int.startsWith('-') ? '-' : ''
    const digits = sign ? int.slice(1) : int
    // English groups thousands with ",", Spanish with "." from five digits on.
    const spanish = language(this.locale) === 'es'
    const group = spanish ? '.' : ','
    const grouped = !spanish || digits.length > 4 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, group) : digits
    return `${sign}${grouped}${fraction ? `${spanish ? ',' : '.'}${fraction}` : ''}`
  }
  formatToParts(value: number | bigint) {
    return [{ type: 'integer', value: this.format(value) }]
  }
  resolvedOptions() {
    return { locale: this.locale, numberingSystem: 'latn', style: 'decimal' }
  }
}

class PluralRulesShim {
  static supportedLocalesOf = list
  private readonly locale: string
  constructor(locales?: Locales) {
    this.locale = first(locales)
  }
  select(value: number): string {
    return value === 1 ? 'one' : 'other'
  }
  resolvedOptions() {
    return { locale: this.locale, type: 'cardinal', pluralCategories: ['one', 'other'] }
  }
}

class DateTimeFormatShim {
  static supportedLocalesOf = list
  private readonly locale: string
  constructor(locales?: Locales) {
    this.locale = first(locales)
  }
  format(date?: Date | number): string {
    return new Date(date ?? 0).toISOString().slice(0, 10)
  }
  formatToParts(date?: Date | number) {
    return [{ type: 'literal', value: this.format(date) }]
  }
  resolvedOptions() {
    return { locale: this.locale, calendar: 'gregory', numberingSystem: 'latn', timeZone: 'UTC' }
  }
}

const ENDONYMS: Record<string, string> = typeof __LANGUAGE_ENDONYMS__ === 'undefined' ? {} : __LANGUAGE_ENDONYMS__

class DisplayNamesShim {
  static supportedLocalesOf = list
  private readonly locale: string
  constructor(locales: Locales, options: { type: string }) {
    this.locale = first(locales)
    if (options.type !== 'language') throw new RangeError(`DisplayNames type ${options.type} is not available`)
  }
  /** Only a language's own name (the locale's language asked for itself); else the code. */
  of(code: string): string | undefined {
    const lang = language(code)
    return lang === language(this.locale) ? (ENDONYMS[lang] ?? code) : code
  }
  resolvedOptions() {
    return { locale: this.locale, type: 'language', fallback: 'code' }
  }
}

export function installIntl(): void {
  const g = globalThis as unknown as Record<string, unknown>
  if (g.Intl !== undefined) return
  g.Intl = {
    getCanonicalLocales: list,
    NumberFormat: NumberFormatShim,
    PluralRules: PluralRulesShim,
    DateTimeFormat: DateTimeFormatShim,
    DisplayNames: DisplayNamesShim,
  }
}
