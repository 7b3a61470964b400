import { queryOptions } from '@tanstack/react-query'
import type { IntlConfig } from 'react-intl'
import type { RouteQuery } from '@/lib/route-query'

/** The language of the inline default messages in the source code. */
export const SOURCE_LOCALE = 'en-US'

export type Messages = NonNullable<IntlConfig['messages']>

/** The path of a locale's compiled catalogue on our origin. */
export const translationsPath = (locale: string): string =>
  `${import.meta.env.BASE_URL}static/translations/compiled/${encodeURIComponent(locale)}.json`

export function translationsUrl(locale: string): URL {
  return new URL(translationsPath(locale), window.location.origin)
}

/** Fetches the compiled catalogue of a locale (static/translations/compiled/{locale}.json). */
export async function fetchMessages(locale: string, signal?: AbortSignal): Promise<Messages> {
  const response = await fetch(translationsUrl(locale), { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`Could not load translations for ${locale} (${response.status})`)
  return (await response.json()) as Messages
}

export interface LoadedMessages {
  locale: string
  messages: Messages
  /**
   * Only the messages a server-rendered page read (src/i18n/page-messages.ts): the provider
   * fetches the whole catalogue after hydration.
   */
  partial?: true
}

export const messagesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['translations', locale],
    queryFn: async ({ signal }): Promise<LoadedMessages> => ({
      locale,
      messages: await fetchMessages(locale, signal),
    }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })

/** The catalogue as the server's render asks for it (lib/route-query.ts); the body is the catalogue. */
export const messagesRouteQuery = (locale: string): RouteQuery => ({
  options: messagesQueryOptions(locale),
  request: { path: translationsPath(locale) },
  data: (body): LoadedMessages => ({ locale, messages: body as Messages }),
})
