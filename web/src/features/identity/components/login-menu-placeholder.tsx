import { useIntl } from 'react-intl'
import { loginMenuPlaceholderMessages as messages } from '../messages/auth'

/**
 * The login menu while the session is unknown: what the server renders, and what shows until
 * the menu's code (login-menu.tsx, loaded right after the page starts) and the session are in.
 */
export function LoginMenuPlaceholder() {
  const intl = useIntl()
  return (
    <div className="flex h-5 items-center gap-1 px-1" data-testid="login-menu-loading">
      <span aria-hidden="true" className="h-2 w-8 animate-pulse rounded-full bg-neutral-200" />
      <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
    </div>
  )
}
