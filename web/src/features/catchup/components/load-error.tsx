import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { plansMessages } from '../messages'

/** The plans could not be loaded: says so, with a retry. */
export function PlansLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <div className="rounded-card border border-neutral-200 bg-white p-3">
      <p role="alert">{intl.formatMessage(plansMessages.loadError)}</p>
      <button type="button" disabled={retrying} onClick={onRetry} className={`${buttonStyles.secondary} mt-2`}>
        {intl.formatMessage(plansMessages.retry)}
      </button>
    </div>
  )
}
