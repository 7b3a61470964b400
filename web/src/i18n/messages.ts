import { queryOptions } from '@tanstack/react-query'
import type { IntlConfig } from 'react-intl'

/** The language of the inline default messages in the source code. */
export const SOURCE_LOCALE = 'en-US'

export type Messages = NonNullable<IntlConfig['messages']>

export function translationsUrl(locale: string): URL {
  return new URL(
    `${import.meta.env.BASE_URL}static/translations/compiled/${encodeURIComponent(locale)}.json`,
    window.location.origin,
  )
}

/** Fetches the compiled catalogue of a locale (portal spec §7: static/translations/compiled/{locale}.json). */
export async function fetchMessages(locale: string, signal?: AbortSignal): Promise<Messages> {
  const response = await fetch(translationsUrl(locale), { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`Could not load translations for ${locale} (${response.status})`)
  return (await response.json()) as Messages
}

export interface LoadedMessages {
  locale: string
  messages: Messages
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
