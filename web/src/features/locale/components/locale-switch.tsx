import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import { storeLocale, switchLocaleHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { localeSwitchMessages as messages } from '../messages'

/** The language's own name, e.g. "English", "Español" (from the locale id, not hard-coded). */
export function languageName(localeId: string): string {
  try {
    const language = localeId.split('-')[0] ?? localeId
    const name = new Intl.DisplayNames([localeId], { type: 'language' }).of(language) ?? localeId
    return name.charAt(0).toLocaleUpperCase(localeId) + name.slice(1)
  } catch {
    return localeId
  }
}

/**
 * Language switch: one link per locale the current site supports. Each link shows the same
 * page in that locale, keeping the site and path (see switchLocaleHref for the rule), and
 * remembers the choice in localStorage `selectedLocale`. The hrefs are already complete, so
 * react-router's Link is used here rather than the prefixing <Link>.
 */
export function LocaleSwitch() {
  const intl = useIntl()
  const labelId = useId()
  const current = useSiteLocale()
  const { search, hash } = useLocation()
  const locales = current.site.l10n.supportedLocales
  if (locales.length < 2) return null

  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-0.5">
      <span id={labelId} className="sr-only">
        {intl.formatMessage(messages.label)}
      </span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-0.5 hidden size-2.5 text-primary sm:block" fill="none">
        <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.5" />
        <path d="M2.5 10h15M10 2.5c2.2 2.2 2.2 12.8 0 15M10 2.5c-2.2 2.2-2.2 12.8 0 15" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {locales.map((locale) => {
        const isCurrent = locale.id === current.locale.id
        return (
          <RouterLink
            key={locale.id}
            to={switchLocaleHref(current, locale, search, hash)}
            lang={locale.id}
            hrefLang={locale.id}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={() => storeLocale(locale.id)}
            className={
              'rounded-full px-1 py-0.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-primary-700 ' +
              (isCurrent ? 'bg-primary text-white' : 'text-primary hover:bg-primary-50')
            }
          >
            {/* The short code until the header has room for the name (1,536 px); the accessible
                name stays the language's name. */}
            <span aria-hidden="true" className="2xl:hidden">
              {(locale.id.split('-')[0] ?? locale.id).toUpperCase()}
            </span>
            <span className="sr-only 2xl:not-sr-only">{languageName(locale.id)}</span>
          </RouterLink>
        )
      })}
    </div>
  )
}
