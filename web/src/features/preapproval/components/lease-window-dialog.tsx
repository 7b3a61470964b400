/**
 * The lease window in a frame over the page (Apply). When the window says `ready`, the page's
 * How to Shop window closes (`onReady`) and the request goes to the window (an empty customer
 * object, the merchant id and the window's URL). `approved`: the approval is stored with the
 * retailer it was issued for, "Your Approved Amount" shows, and after `approvalIframeClosingTime`
 * (5 s) the browser goes to the retailer's site with the marketplace's tracking parameters —
 * unless the window said `close` first (or the shopper stays). `denied`: the failure handler
 * gets LEASE DENIED. Closed without a decision: a console warning only.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { ModalFrame } from '@/components/ui/modal-frame'
import { PageSpinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/lib/app-config'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { storeApproval } from '../lib/stored-approval'
import { leaseWindowPath, preapprovalRequest, readWindowMessage, type Approval } from '../lib/window-protocol'
import { leaseWindowMessages as m } from '../messages/lease-window'
import { ApprovedAmount } from './approved-amount'

/** What the failure handler is called with when the application is denied. */
export const LEASE_DENIED = 'LEASE DENIED'

/** After an approval, the browser goes to the retailer after this long unless told otherwise. */
export const DEFAULT_CLOSING_TIME_MS = 5000

const leaveFor = (url: string) => window.location.assign(url)

export interface ApplyingRetailer {
  /** The category (retailer) the approval is issued for. */
  id: string
  name: string
  merchantId: string
  /** The retailer's site, with the marketplace's tracking parameters; none for no redirect. */
  exitUrl: string | null
}

type Phase = { kind: 'loading' } | { kind: 'open' } | { kind: 'approved'; approval: Approval; redirecting: boolean } | { kind: 'denied' }

export interface LeaseWindowDialogProps {
  retailer: ApplyingRetailer
  /** Leaves for the retailer's site (a test watches it instead). */
  goTo?: (url: string) => void
  /** The site's `approvalIframeClosingTime` and `leaseApprovalUrl`; undefined while they load. */
  preferences: Record<string, unknown> | undefined
  onReady: () => void
  onClose: () => void
  onFailure: (code: typeof LEASE_DENIED) => void
  returnFocus?: HTMLElement | null
}

export function LeaseWindowDialog({
  retailer,
  onReady,
  onClose,
  onFailure,
  returnFocus,
  preferences,
  goTo = leaveFor,
}: LeaseWindowDialogProps) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const siteLocale = useSiteLocale()
  const frameRef = useRef<HTMLIFrameElement>(null)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const decided = useRef(false)
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })

  const values = preferences ?? {}
  const closingTime = Number(values.approvalIframeClosingTime)
  const closingTimeMs = Number.isFinite(closingTime) && closingTime >= 0 ? closingTime : DEFAULT_CLOSING_TIME_MS
  const src = preferences === undefined ? null : buildHref(leaseWindowPath(values.leaseApprovalUrl, retailer.merchantId), siteLocale)

  // Closing cancels a pending redirect; closed before a decision, it only warns.
  const close = () => {
    clearTimeout(redirectTimer.current)
    if (!decided.current) console.warn('The lease window was closed before the application was completed.')
    onClose()
  }

  // The latest handlers, for the one message listener.
  const latest = useRef({ close, onReady, onFailure, closingTimeMs, retailer, goTo, shortName: brand.shortName })
  useEffect(() => {
    latest.current = { close, onReady, onFailure, closingTimeMs, retailer, goTo, shortName: brand.shortName }
  })

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current
      if (!frame || event.origin !== window.location.origin || event.source !== frame.contentWindow) return
      const message = readWindowMessage(event.data)
      if (!message) return
      const now = latest.current
      switch (message.type) {
        case 'ready':
          now.onReady()
          frame.contentWindow?.postMessage(preapprovalRequest(now.retailer.merchantId, frame.src), window.location.origin)
          setPhase((current) => (current.kind === 'loading' ? { kind: 'open' } : current))
          break
        case 'approved': {
          decided.current = true
          storeApproval(now.shortName, now.retailer.id, message.approval)
          const exitUrl = now.retailer.exitUrl
          clearTimeout(redirectTimer.current)
          if (exitUrl) redirectTimer.current = setTimeout(() => latest.current.goTo(exitUrl), now.closingTimeMs)
          setPhase({ kind: 'approved', approval: message.approval, redirecting: Boolean(exitUrl) })
          break
        }
        case 'denied':
          decided.current = true
          now.onFailure(LEASE_DENIED)
          setPhase({ kind: 'denied' })
          break
        case 'close':
          now.close()
          break
      }
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(redirectTimer.current)
    }
  }, [])

  const stay = () => {
    clearTimeout(redirectTimer.current)
    setPhase((current) => (current.kind === 'approved' ? { ...current, redirecting: false } : current))
  }

  return (
    <ModalFrame
      onClose={close}
      returnFocus={returnFocus}
      className={
        'fixed top-1/2 left-1/2 z-50 flex h-[90dvh] w-[calc(100%-16px)] max-w-[720px] -translate-x-1/2 -translate-y-1/2 flex-col ' +
        'overflow-hidden rounded-card bg-white shadow-xl outline-none'
      }
    >
      <div className="flex items-start justify-between gap-2 border-b border-neutral-200 px-2 py-1.5">
        <Dialog.Title className="text-lg font-bold">{intl.formatMessage(m.dialogTitle, { name: retailer.name })}</Dialog.Title>
        <Dialog.Close
          aria-label={intl.formatMessage(m.close)}
          className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      {phase.kind === 'approved' && (
        <div role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 bg-primary-50 px-2 py-1.5">
          <ApprovedAmount cents={phase.approval.approvalAmount} size="medium" />
          {phase.redirecting && retailer.exitUrl && (
            <>
              <p className="grow">{intl.formatMessage(m.redirecting, { name: retailer.name, seconds: Math.ceil(closingTimeMs / 1000) })}</p>
              <button type="button" onClick={stay} className={buttonStyles.secondary}>
                {intl.formatMessage(m.stay)}
              </button>
            </>
          )}
          {!phase.redirecting && retailer.exitUrl && (
            <a href={retailer.exitUrl} rel="noopener" className={buttonStyles.primary}>
              {intl.formatMessage(m.shopNow, { name: retailer.name })}
            </a>
          )}
        </div>
      )}
      {phase.kind === 'denied' && (
        <p role="alert" className="bg-danger/10 px-2 py-1.5 font-semibold text-danger">
          {intl.formatMessage(m.leaseDenied)}
        </p>
      )}
      <div className="relative grow">
        {phase.kind === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center bg-white">
            <PageSpinner />
          </div>
        )}
        {src && (
          <iframe
            ref={frameRef}
            src={src}
            title={intl.formatMessage(m.frameTitle, { name: retailer.name })}
            className="size-full border-0"
          />
        )}
      </div>
    </ModalFrame>
  )
}
