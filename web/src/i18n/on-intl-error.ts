import { ReactIntlErrorCode, type IntlConfig } from 'react-intl'

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0]

/** A missing translation is only warned about; other errors are thrown. */
export function onIntlError(error: IntlError): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    console.warn(error.message)
    return
  }
  throw error
}

/** While only the page's messages are loaded, a missing one is expected: the rest are coming. */
export function onPartialIntlError(error: IntlError): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return
  onIntlError(error)
}
