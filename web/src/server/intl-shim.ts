/**
 * Intl for the server's render, in an engine without it (QuickJS). Installed only when the host
 * has no Intl; never in the client bundle.
 *
 * - NumberFormat and PluralRules (prices, counts, plural messages) are FormatJS's polyfills with
 *   the CLDR data of the app's locales (./intl-polyfills.ts), so a server-rendered `$1,299.50`
 *   or `12,345` in es-US is what the browser's ICU writes and hydration matches.
 * - DateTimeFormat formats an ISO date: the server does not know the visitor's time zone, so no
 *   public page formats dates while rendering (they are formatted in effects).
 * - DisplayNames answers a language's own name (the language switch: "English", "español"),
 *   from a table made with Node's ICU at build time, so the server's names are the browser's.
 */

type Locales = string | readonly string[] | undefined

const list = (locales: Locales): string[] => (locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales])
const first = (locales: Locales) => list(locales)[0] ?? 'en-US'
const language = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale

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

// On evaluation, before the polyfills (./intl-polyfills.ts imports this module first).
const host = globalThis as unknown as Record<string, unknown>
host.Intl ??= { DateTimeFormat: DateTimeFormatShim, DisplayNames: DisplayNamesShim }
