/**
 * What a content page offers below its body, by page id (until content pages carry regions of
 * their own): on /partner, "Get started" with the partner form and the report's card with the
 * report form (features/leads). The forms' code and styles load when one first opens (or the
 * pointer or focus reaches its button), never with the page.
 */
import { lazy, Suspense, useId, useState, type ComponentType } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import type { LeadKind } from '@/features/leads/lib/lead-options'

const messages = defineMessages<{
  partnerHeading: NoMessageValues
  partnerText: NoMessageValues
  getStarted: NoMessageValues
  reportHeading: NoMessageValues
  reportText: NoMessageValues
  readReport: NoMessageValues
}>({
  partnerHeading: {
    id: 'partnerPage.getStarted.heading',
    defaultMessage: 'Offer lease-to-own in your store',
    description: 'Partner page: heading of the box with the Get started button (opens the partner form)',
  },
  partnerText: {
    id: 'partnerPage.getStarted.text',
    defaultMessage: 'Tell us about your business and our partner team will be in touch.',
    description: 'Partner page: text above the Get started button',
  },
  getStarted: {
    id: 'partnerPage.getStarted.button',
    defaultMessage: 'Get started',
    description: 'Partner page: button that opens the partner form',
  },
  reportHeading: {
    id: 'partnerPage.report.heading',
    defaultMessage: 'Download the report',
    description: 'Partner page: heading of the card offering the report',
  },
  reportText: {
    id: 'partnerPage.report.text',
    defaultMessage: 'The State of Lease-to-Own Retail 2026: how shoppers who lease choose where to buy, in store and online.',
    description: 'Partner page: what the report is; its name stays in English',
  },
  readReport: {
    id: 'partnerPage.report.button',
    defaultMessage: 'Read the Report',
    description: 'Partner page: button that opens the report form',
  },
})

const loadLeadDialog = () => import('@/features/leads/components/lead-dialog')
const LeadDialog = lazy(loadLeadDialog)
const preload = () => void loadLeadDialog()

function PartnerPageActions() {
  const intl = useIntl()
  const id = useId()
  const [open, setOpen] = useState<{ kind: LeadKind; opener: HTMLElement } | null>(null)
  const opens = (kind: LeadKind) => ({
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: { currentTarget: HTMLElement }) => setOpen({ kind, opener: event.currentTarget }),
  })
  return (
    <div className="mt-6 grid gap-2 md:grid-cols-2">
      <section aria-labelledby={`${id}-partner`} className="flex flex-col items-start gap-2 rounded-card bg-primary-50 p-3 md:p-4">
        <h2 id={`${id}-partner`} className="text-xl font-bold">
          {intl.formatMessage(messages.partnerHeading)}
        </h2>
        <p>{intl.formatMessage(messages.partnerText)}</p>
        <button {...opens('partner')} className={`${buttonStyles.primary} mt-auto`}>
          {intl.formatMessage(messages.getStarted)}
        </button>
      </section>
      <section
        aria-labelledby={`${id}-report`}
        className="flex flex-col items-start gap-2 rounded-card border border-neutral-200 bg-white p-3 md:p-4"
      >
        <h2 id={`${id}-report`} className="text-xl font-bold">
          {intl.formatMessage(messages.reportHeading)}
        </h2>
        <p className="text-ink-muted">{intl.formatMessage(messages.reportText)}</p>
        <button {...opens('report')} className={`${buttonStyles.secondary} mt-auto`}>
          {intl.formatMessage(messages.readReport)}
        </button>
      </section>
      {open && (
        <Suspense fallback={null}>
          <LeadDialog kind={open.kind} returnFocus={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  )
}

/** The actions shown below a content page's body, by the page's id. */
export const CONTENT_PAGE_ACTIONS: Readonly<Record<string, ComponentType>> = {
  partner: PartnerPageActions,
}
