import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, type ReactNode } from 'react'
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl'
import { messagesQueryOptions, SOURCE_LOCALE, type Messages } from './messages'
import { onIntlError, onPartialIntlError } from './on-intl-error'

const NO_MESSAGES: Messages = {}

/**
 * The formatters react-intl builds (a message's formatter, number formats, plural rules), kept
 * for the life of the app instead of each provider's: the server renders page after page in one
 * engine, and IntlProvider's own cache is new for every page, so every message with a value was
 * built again on every render. Entries are keyed by the message and the locale, so catalogues
 * and locales never mix.
 */
const INTL_CACHE = createIntlCache()

/**
 * Provides react-intl for `locale` with the compiled catalogue fetched at run time.
 * If the catalogue cannot be loaded the inline default messages are used
 * ("Translation load failure → Falls back to default inline messages").
 * While another locale's catalogue loads, the previous locale stays on screen.
 * A server-rendered page brings only the messages it shows (`partial`): the whole catalogue is
 * fetched after hydration, and until it arrives a message the page has not shown yet reads as its
 * inline default.
 */
export function I18nProvider({ locale, children }: { locale: string; children: ReactNode }) {
  const query = useQuery({ ...messagesQueryOptions(locale), placeholderData: keepPreviousData })
  // A failed fetch keeps the messages there are (a rendered page's own, see below).
  const shown = query.data ?? (query.isError ? { locale, messages: NO_MESSAGES } : undefined)
  // Until the whole catalogue is in, a message the page has not shown yet is expected to be missing.
  const partial = shown?.partial === true
  const onError = partial ? onPartialIntlError : onIntlError

  const { refetch } = query
  useEffect(() => {
    if (partial) void refetch({ cancelRefetch: false })
  }, [partial, refetch])

  const shownLocale = shown?.locale
  useEffect(() => {
    if (shownLocale) document.documentElement.lang = shownLocale
  }, [shownLocale])

  useEffect(() => {
    if (query.isError) console.warn(`Falling back to default messages: ${query.error.message}`)
  }, [query.isError, query.error])

  const messages = shown?.messages
  const intl = useMemo(
    () =>
      shownLocale && messages ? createIntl({ locale: shownLocale, defaultLocale: SOURCE_LOCALE, messages, onError }, INTL_CACHE) : null,
    [shownLocale, messages, onError],
  )

  if (!intl) return null

  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>
}
