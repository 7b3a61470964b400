/**
 * The offline banner: a bar at the bottom of the page while the browser says it is offline, a
 * polite status. Sticky and last in the shell, it stays in view yet never covers the footer's
 * end. Its live region is there from the start (empty while online), so a screen reader hears
 * the change; it is a status only while it says something, so the page's other status (the
 * toasts') stays the one status of a page online. The server's render and hydration are online
 * (hooks/use-online.ts); the shell loads it once the page has started.
 */
import { useIntl } from 'react-intl'
import { useOnline } from '../hooks/use-online'
import { offlineMessages } from '../messages'
import { OfflineIcon } from './offline-icon'
import '@/styles/later.css'

export function OfflineBanner() {
  const intl = useIntl()
  const online = useOnline()
  return (
    <div role={online ? undefined : 'status'} aria-live="polite" data-testid="offline-banner">
      {!online && (
        <p className="flex items-center justify-center gap-1 bg-ink px-2 pt-1 pb-[calc(8px_+_env(safe-area-inset-bottom))] text-center text-sm font-semibold text-white">
          <OfflineIcon className="size-2.5 shrink-0" />
          {intl.formatMessage(offlineMessages.banner)}
        </p>
      )}
    </div>
  )
}
