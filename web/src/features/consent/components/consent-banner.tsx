/**
 * The cookie bar: shown at the foot of the window on every page until the visitor chooses —
 * Accept all, Necessary only, or Choose cookies (the preferences window). It does not block the
 * page (no modal, no focus taken): the visitor can keep browsing, and until they choose only
 * necessary storage is used. Sticky at the bottom of the page, so at the end of the page it sits
 * below the footer instead of over it.
 */
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { ACCEPT_ALL, NECESSARY_ONLY, type ConsentChoice } from '../lib/consent-rules'
import { saveConsent } from '../lib/consent-store'
import { consentMessages as m } from '../messages'
import '@/styles/later.css'

export function ConsentBanner({ onChoose, onChosen }: { onChoose: (opener: HTMLElement) => void; onChosen: () => void }) {
  const intl = useIntl()
  const titleId = useId()
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice)
    onChosen()
  }
  return (
    <section
      aria-labelledby={titleId}
      className="sticky bottom-0 z-40 border-t border-neutral-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="page-container flex flex-col gap-1 py-1.5 lg:flex-row lg:items-center lg:gap-3">
        <div className="grow">
          {/* The bar's name (its region is labelled by it), not a heading: the page's outline stays the page's own. */}
          <p id={titleId} className="font-bold">
            {intl.formatMessage(m.bannerTitle)}
          </p>
          <p className="text-sm text-ink-muted">{intl.formatMessage(m.bannerText)}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <button type="button" className={buttonStyles.brand} onClick={() => choose(ACCEPT_ALL)}>
            {intl.formatMessage(m.acceptAll)}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => choose(NECESSARY_ONLY)}>
            {intl.formatMessage(m.necessaryOnly)}
          </button>
          <button
            type="button"
            className="min-h-6 px-1 font-semibold text-primary underline underline-offset-2 hover:text-primary-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
            onClick={(event) => onChoose(event.currentTarget)}
          >
            {intl.formatMessage(m.choose)}
          </button>
        </div>
      </div>
    </section>
  )
}
