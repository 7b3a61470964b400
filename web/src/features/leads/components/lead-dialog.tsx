/**
 * The lead forms' window (loaded when a page first opens it; at most 65vh high, 524 px wide;
 * focus moves in and goes back to what opened it): the partner or the report form, and once
 * it is sent, the thank-you in its place.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { CloseIcon } from '@/components/ui/close-icon'
import { ModalFrame } from '@/components/ui/modal-frame'
import { leadFieldMappingQueryOptions } from '../api/get-lead-field-mapping'
import { useLeadApiParams } from '../api/leads-api'
import type { LeadKind } from '../lib/lead-options'
import { leadMessages as m } from '../messages/leads'
import { PartnerForm } from './partner-form'
import { ReportForm } from './report-form'
import { ThankYou } from './thank-you'
import '@/styles/later.css'

export interface LeadDialogProps {
  kind: LeadKind
  onClose: () => void
  /** Where focus goes back to when the window closes (the button that opened it). */
  returnFocus?: HTMLElement | null
}

export default function LeadDialog({ kind, onClose, returnFocus }: LeadDialogProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const params = useLeadApiParams()
  const [sent, setSent] = useState(false)
  const { organizationId, siteId, locale } = params

  // The mapping list the lead is built through, read while the form is filled in.
  useEffect(() => {
    void queryClient.prefetchQuery(leadFieldMappingQueryOptions({ organizationId, siteId, locale }))
  }, [queryClient, organizationId, siteId, locale])

  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className={
        'fixed top-1/2 left-1/2 z-50 max-h-[65vh] w-[calc(100%-32px)] max-w-[524px] -translate-x-1/2 -translate-y-1/2 ' +
        'overflow-y-auto rounded-card bg-white p-3 shadow-xl outline-none sm:p-4'
      }
    >
      {sent ? (
        <ThankYou kind={kind} />
      ) : (
        <>
          <Dialog.Close
            aria-label={intl.formatMessage(m.close)}
            className="absolute top-2 right-2 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
          >
            <CloseIcon />
          </Dialog.Close>
          {kind === 'partner' ? <PartnerForm onSent={() => setSent(true)} /> : <ReportForm onSent={() => setSent(true)} />}
        </>
      )}
    </ModalFrame>
  )
}
