/**
 * "Complete the form to download the report": names, company, email, how to be contacted,
 * phone and ZIP code, all required; the email and phone are checked on submit, the phone also
 * when it loses focus; the ZIP code field takes digits only, five at most. Sending it opens the
 * report in a new tab (lib/report-tab.ts: the tab is opened by the click itself).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useIntl } from 'react-intl'
import { TextField } from '@/components/forms/form-fields'
import { useLeadForm } from '../hooks/use-lead-form'
import { CONTACT_METHODS } from '../lib/lead-options'
import { phoneDigits, postalCodeDigits, REPORT_RULES } from '../lib/lead-rules'
import { discardTab, openPendingTab, showReport } from '../lib/report-tab'
import { leadMessages as m } from '../messages/leads'
import { contactMethodMessages } from '../messages/options'
import { HoneypotField, LeadSelect, LeadSubmit } from './lead-fields'

export function ReportForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl()
  const { field, website, onSubmit, submitting } = useLeadForm({
    kind: 'report',
    rules: REPORT_RULES,
    onSent,
    onValidSubmit: () => {
      const tab = openPendingTab(intl.formatMessage(m.reportOpening))
      return { done: (sent) => (sent ? showReport(tab) : discardTab(tab)) }
    },
  })
  return (
    <>
      <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(m.reportTitle)}</Dialog.Title>
      <p className="mt-1 text-ink-muted">{intl.formatMessage(m.reportIntro)}</p>
      <form noValidate onSubmit={onSubmit} className="mt-2 grid gap-1.5 sm:grid-cols-2">
        <p className="text-sm text-ink-muted sm:col-span-2">{intl.formatMessage(m.allRequired)}</p>
        <TextField label={intl.formatMessage(m.firstName)} autoComplete="given-name" {...field('firstName')} />
        <TextField label={intl.formatMessage(m.lastName)} autoComplete="family-name" {...field('lastName')} />
        <div className="sm:col-span-2">
          <TextField label={intl.formatMessage(m.company)} autoComplete="organization" {...field('company')} />
        </div>
        <div className="sm:col-span-2">
          <TextField label={intl.formatMessage(m.email)} type="email" autoComplete="email" {...field('email')} />
        </div>
        <div className="sm:col-span-2">
          <LeadSelect
            label={intl.formatMessage(m.contactMethod)}
            options={CONTACT_METHODS.map((value) => ({ value, label: intl.formatMessage(contactMethodMessages[value]) }))}
            {...field('contactMethod')}
          />
        </div>
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('phone', { clean: phoneDigits, checkOnBlur: true })}
        />
        <TextField
          label={intl.formatMessage(m.postalCode)}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode', { clean: postalCodeDigits })}
        />
        <HoneypotField registration={website()} />
        <div className="mt-1 sm:col-span-2">
          <LeadSubmit submitting={submitting} label={intl.formatMessage(m.reportSubmit)} />
        </div>
      </form>
    </>
  )
}
