/**
 * The offline page: shown in place of a page whose code could not be loaded (offline, or the
 * network failed it). Retry Connection loads it again; so does the browser coming back online.
 * While a retry runs the page stays; when it fails the page says so and keeps focus where it
 * was. Its code must already be in when it is needed: the shell loads it once the page has
 * started.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { offlineMessages } from '../messages'
import { OfflineIcon } from './offline-icon'
import '@/styles/later.css'

interface OfflinePageProps {
  /** Loads the page again; resolves once it shows, rejects when it still cannot be loaded. */
  onRetry: () => Promise<void>
}

export function OfflinePage({ onRetry }: OfflinePageProps) {
  const intl = useIntl()
  const [state, setState] = useState<'idle' | 'retrying' | 'failed'>('idle')
  const retrying = useRef(false)

  const retry = useCallback(() => {
    if (retrying.current) return
    retrying.current = true
    setState('retrying')
    onRetry().then(
      () => {
        retrying.current = false
        setState('idle')
      },
      () => {
        retrying.current = false
        setState('failed')
      },
    )
  }, [onRetry])

  // Coming back online retries by itself.
  useEffect(() => {
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [retry])

  const title = intl.formatMessage(offlineMessages.title)
  return (
    <section aria-labelledby="offline-page-title" className="page-container py-6 text-center md:py-8">
      <title>{title}</title>
      <OfflineIcon className="mx-auto mb-2 size-6 text-primary" />
      <h1 id="offline-page-title" className="text-2xl font-bold md:text-3xl">
        {title}
      </h1>
      <p className="mx-auto mt-2 max-w-[640px] text-ink-muted">{intl.formatMessage(offlineMessages.text)}</p>
      <button
        type="button"
        aria-disabled={state === 'retrying'}
        className={`${buttonStyles.brand} mt-4 aria-disabled:cursor-progress aria-disabled:opacity-60`}
        onClick={retry}
      >
        {intl.formatMessage(offlineMessages.retry)}
      </button>
      <p role="status" className="mt-2 min-h-3 text-ink-muted">
        {state === 'failed' ? intl.formatMessage(offlineMessages.stillOffline) : null}
      </p>
    </section>
  )
}
