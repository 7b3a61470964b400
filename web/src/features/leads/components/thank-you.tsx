/** "Message sent." / "Thank you for contacting us!" with Close (focused); after the report form, a link to the report too. */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { REPORT_URL, type LeadKind } from '../lib/lead-options'
import { leadMessages as m } from '../messages/leads'

export function ThankYou({ kind }: { kind: LeadKind }) {
  const intl = useIntl()
  const close = useRef<HTMLButtonElement>(null)
  // The form it replaces had the focus.
  useEffect(() => close.current?.focus(), [])
  return (
    <>
      <Dialog.Title className="text-2xl font-bold">{intl.formatMessage(m.thanksTitle)}</Dialog.Title>
      <p className="mt-1">{intl.formatMessage(m.thanksText)}</p>
      {kind === 'report' && (
        <p className="mt-1">
          <a href={REPORT_URL} target="_blank" rel="noopener" className="font-semibold text-primary underline underline-offset-2">
            {intl.formatMessage(m.thanksReportLink)}
            <span className="sr-only"> {intl.formatMessage(m.newTab)}</span>
          </a>
        </p>
      )}
      <Dialog.Close ref={close} className={`${buttonStyles.brand} mt-3`}>
        {intl.formatMessage(m.close)}
      </Dialog.Close>
    </>
  )
}
