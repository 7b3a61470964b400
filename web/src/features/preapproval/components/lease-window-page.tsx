/**
 * The lease window (`leaseApprovalUrl`, /lease-window/apply; the marketplace's page module
 * shows it, app/routes/marketplace.tsx): our own application page, shown
 * in a frame by the marketplace's Apply. It tells the page around it it is `ready`, takes the
 * page's request (the merchant; `?merchantId=` when opened on its own), shows the shopper's
 * current approval for that merchant when there is one, else the application; then the
 * decision, which it tells the page (`approved` with the approval, or `denied`). Its Close
 * button tells the page `close`. Shown without the header and footer (layout/framed-pages.ts);
 * the browser renders it: it holds a shopper's application.
 */
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import type { ApplicationResponse } from '@/api/types'
import { DocumentHead } from '@/components/document-head'
import { buttonStyles } from '@/components/ui/button-styles'
import { CloseIcon } from '@/components/ui/close-icon'
import { PageSpinner } from '@/components/ui/spinner'
import { useAppConfig } from '@/lib/app-config'
import { buildHref } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'
import { useCurrentApproval } from '../api/apply-for-lease'
import { readPreapprovalRequest, tellOpener, type Approval } from '../lib/window-protocol'
import { leaseWindowMessages as m } from '../messages/lease-window'
import { ApplicationForm } from './application-form'
import { Decision } from './decision'

const approvalOf = (decision: ApplicationResponse): Approval => ({
  appStatus: 'Approved',
  approvalAmount: decision.approvalAmount,
  leaseNumber: decision.leaseNumber,
  applicationId: decision.applicationId,
  expiresAt: decision.expiresAt ?? null,
})

/** `advertisedAmount`: what an approval may be for, as the page says it ("$4,000"). */
export function LeaseWindowPage({ advertisedAmount }: { advertisedAmount: string }) {
  const intl = useIntl()
  const config = useAppConfig()
  const siteLocale = useSiteLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [requested, setRequested] = useState<string | null>(null)
  const merchantId = requested ?? params.get('merchantId')
  const current = useCurrentApproval(merchantId)
  const [decision, setDecision] = useState<ApplicationResponse | null>(null)
  const told = useRef<string | null>(null)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return
      const request = readPreapprovalRequest(event.data)
      if (request) setRequested(request.merchantId)
    }
    window.addEventListener('message', onMessage)
    tellOpener({ type: 'ready' })
    return () => window.removeEventListener('message', onMessage)
  }, [])

  const shown = decision ?? (current.data?.appStatus === 'Approved' ? current.data : null)

  // Tell the page once of each decision shown.
  useEffect(() => {
    if (!shown || told.current === shown.applicationId) return
    told.current = shown.applicationId
    if (shown.appStatus === 'Approved') tellOpener({ type: 'approved', approval: approvalOf(shown) })
    else tellOpener({ type: 'denied' })
  }, [shown])

  const close = () => {
    if (window.parent !== window) tellOpener({ type: 'close' })
    else void navigate(buildHref('/marketplace', siteLocale))
  }

  return (
    <div className="mx-auto flex max-w-[720px] flex-col gap-2 p-2 sm:p-3">
      <DocumentHead title={intl.formatMessage(m.documentTitle, { brandName: config.brand.name })} />
      <div className="flex items-start justify-between gap-2">
        <h1 className="text-2xl font-bold">{intl.formatMessage(m.heading)}</h1>
        <button
          type="button"
          onClick={close}
          aria-label={intl.formatMessage(m.close)}
          className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          <CloseIcon />
        </button>
      </div>
      {shown ? (
        <>
          <Decision decision={shown} />
          <button type="button" onClick={close} className={`${buttonStyles.secondary} self-start`}>
            {intl.formatMessage(m.close)}
          </button>
        </>
      ) : !merchantId ? (
        <p role="alert" className="rounded-card bg-danger/10 p-1.5 font-semibold text-danger">
          {intl.formatMessage(m.unknownMerchant)}
        </p>
      ) : current.isPending ? (
        <PageSpinner />
      ) : (
        <>
          <p className="text-ink-muted">{intl.formatMessage(m.intro, { amount: advertisedAmount })}</p>
          <ApplicationForm merchantId={merchantId} onDecision={setDecision} />
        </>
      )}
    </div>
  )
}
