import { useIntl } from 'react-intl'
import { consentMessages as m } from '../messages'
import '@/styles/later.css'

/** The footer's "Cookie preferences": opens the preferences window, whatever the visitor chose before. */
export function CookiePreferencesButton({ onOpen }: { onOpen: (opener: HTMLElement) => void }) {
  const intl = useIntl()
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      className="mt-1 text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
    >
      {intl.formatMessage(m.preferences)}
    </button>
  )
}
