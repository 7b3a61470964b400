/**
 * Intl.NumberFormat and Intl.PluralRules answered by the host, where it offers them: the Rust
 * server gives its render engine `__leasefrontIntl` (server/src/ssr/intl.rs: ICU4X, the CLDR
 * data the browser's ICU uses). FormatJS's polyfill (./intl-polyfills.ts) computes every number
 * with arbitrary-precision decimals in JavaScript, about 0.1 ms a price in QuickJS; the host
 * writes it in a few microseconds. Only the app's locales and the options its pages use go to
 * the host (decimal, US dollars, percent; fraction digits; grouping on or off). Any other
 * call, and `formatToParts` and `resolvedOptions`, are the polyfill's. A host without
 * `__leasefrontIntl` (Node, the browser) keeps its own Intl: nothing here runs.
 */

export interface HostIntl {
  locales: string[]
  formatNumber(locale: string, style: string, min: number, max: number, grouping: boolean, value: number): string | undefined
  plural(locale: string, ordinal: boolean, value: number): string | undefined
}

type Locales = string | readonly string[] | undefined

/** The first requested locale, when the host formats for it. */
function hostLocale(host: HostIntl, locales: Locales): string | undefined {
  const first = typeof locales === 'string' ? locales : locales?.[0]
  return first !== undefined && host.locales.includes(first) ? first : undefined
}

interface NumberPlan {
  locale: string
  style: string
  min: number
  max: number
  grouping: boolean
}

const HANDLED_NUMBER_OPTIONS = new Set(['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping'])
// ECMA-402's default fraction digits of each style (US dollars have two).
const DEFAULT_DIGITS: Record<string, [number, number]> = { decimal: [0, 3], 'currency-USD': [2, 2], percent: [0, 0] }

/** How the host writes numbers with these options, or undefined when it does not. */
function numberPlan(host: HostIntl, locales: Locales, options: Intl.NumberFormatOptions = {}): NumberPlan | undefined {
  const locale = hostLocale(host, locales)
  if (!locale || Object.keys(options).some((key) => !HANDLED_NUMBER_OPTIONS.has(key))) return undefined
  const style = options.style === 'currency' ? `currency-${options.currency}` : (options.style ?? 'decimal')
  const defaults = DEFAULT_DIGITS[style]
  if (!defaults) return undefined
  const grouping = options.useGrouping ?? true
  if (typeof grouping !== 'boolean') return undefined
  const given = (value: number | undefined) => (value === undefined || Number.isInteger(value) ? value : NaN)
  const minGiven = given(options.minimumFractionDigits)
  const maxGiven = given(options.maximumFractionDigits)
  const min = minGiven ?? Math.min(defaults[0], maxGiven ?? defaults[0])
  const max = maxGiven ?? Math.max(defaults[1], min)
  if (!(min >= 0 && max >= min && max <= 20)) return undefined
  return { locale, style, min, max, grouping }
}

/** Replaces Intl.NumberFormat and Intl.PluralRules with the host's, over the ones there now. */
export function installHostIntl(host: HostIntl): void {
  const PolyfillNumberFormat = Intl.NumberFormat
  const PolyfillPluralRules = Intl.PluralRules

  class HostNumberFormat {
    static supportedLocalesOf = PolyfillNumberFormat.supportedLocalesOf.bind(PolyfillNumberFormat)
    readonly #locales: Locales
    readonly #options: Intl.NumberFormatOptions | undefined
    readonly #plan!: NumberPlan
    #polyfill: Intl.NumberFormat | undefined

    constructor(locales?: Locales, options?: Intl.NumberFormatOptions) {
      const plan = numberPlan(host, locales, options)
      // A constructor that returns an object gives that object: the polyfill's formatter.
      if (!plan) return new PolyfillNumberFormat(locales as string[], options) as unknown as HostNumberFormat
      this.#locales = locales
      this.#options = options
      this.#plan = plan
    }

    #fallback(): Intl.NumberFormat {
      return (this.#polyfill ??= new PolyfillNumberFormat(this.#locales as string[], this.#options))
    }

    /** A bound function, as ECMA-402's `format` getter gives. */
    get format(): (value: number | bigint | string) => string {
      return (value) => {
        const { locale, style, min, max, grouping } = this.#plan
        const written = typeof value === 'number' ? host.formatNumber(locale, style, min, max, grouping, value) : undefined
        return written ?? this.#fallback().format(value as number)
      }
    }

    formatToParts(value: number | bigint): Intl.NumberFormatPart[] {
      return this.#fallback().formatToParts(value)
    }

    resolvedOptions(): Intl.ResolvedNumberFormatOptions {
      return this.#fallback().resolvedOptions()
    }
  }

  class HostPluralRules {
    static supportedLocalesOf = PolyfillPluralRules.supportedLocalesOf.bind(PolyfillPluralRules)
    readonly #locales: Locales
    readonly #options: Intl.PluralRulesOptions | undefined
    readonly #locale!: string
    readonly #ordinal!: boolean
    #polyfill: Intl.PluralRules | undefined

    constructor(locales?: Locales, options?: Intl.PluralRulesOptions) {
      const locale = hostLocale(host, locales)
      const handled = Object.keys(options ?? {}).every((key) => key === 'type')
      if (!locale || !handled || (options?.type !== undefined && options.type !== 'cardinal' && options.type !== 'ordinal')) {
        return new PolyfillPluralRules(locales, options) as unknown as HostPluralRules
      }
      this.#locales = locales
      this.#options = options
      this.#locale = locale
      this.#ordinal = options?.type === 'ordinal'
    }

    #fallback(): Intl.PluralRules {
      return (this.#polyfill ??= new PolyfillPluralRules(this.#locales, this.#options))
    }

    select(value: number): Intl.LDMLPluralRule {
      const category = host.plural(this.#locale, this.#ordinal, Number(value))
      return (category as Intl.LDMLPluralRule | undefined) ?? this.#fallback().select(value)
    }

    resolvedOptions(): Intl.ResolvedPluralRulesOptions {
      return this.#fallback().resolvedOptions()
    }
  }

  Object.assign(Intl, { NumberFormat: HostNumberFormat, PluralRules: HostPluralRules })
}

const offered = (globalThis as unknown as { __leasefrontIntl?: HostIntl }).__leasefrontIntl
if (offered) installHostIntl(offered)
