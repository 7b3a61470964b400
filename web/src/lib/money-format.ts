/**
 * Prices as text: `moneyFormat('en-US', 'USD')(547.99)` → `$547.99`, exactly what
 * `intl.formatNumber(value, { style: 'currency', currency })` writes. A listing formats three
 * prices on each of up to a hundred tiles; react-intl's formatNumber looks its formatter up again
 * for every one (filtering its options and writing them as a key), so the formatter of each
 * locale and currency is kept here for the life of the app.
 */
const formats = new Map<string, (value: number) => string>()

export function moneyFormat(locale: string, currency: string): (value: number) => string {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    try {
      const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
      format = (value) => formatter.format(value)
    } catch {
      // Not a currency code: the number as it is, as react-intl writes it after an error.
      format = String
    }
    formats.set(key, format)
  }
  return format
}
