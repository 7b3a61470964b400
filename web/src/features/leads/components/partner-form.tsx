/**
 * "Interested in participating as a retail partner?": the get-started form (every field
 * required, each error beside its field and cleared when the field is edited; the revenue bands,
 * years in business, where to offer and how to be contacted are choices whose values are the
 * CRM's own), and the partner team's phone number.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useIntl } from 'react-intl'
import { TextField } from '@/components/forms/form-fields'
import { useAppConfig } from '@/lib/app-config'
import { useLeadForm } from '../hooks/use-lead-form'
import { CONTACT_METHODS, OFFERING_OPTIONS, REVENUE_BANDS, YEARS_IN_BUSINESS_BANDS } from '../lib/lead-options'
import { PARTNER_RULES, phoneDigits, telHref } from '../lib/lead-rules'
import { leadMessages as m } from '../messages/leads'
import { contactMethodMessages, offeringMessages, revenueBandMessages, yearsBandMessage } from '../messages/options'
import { HoneypotField, LeadSelect, LeadSubmit } from './lead-fields'

export function PartnerForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const { field, website, onSubmit, submitting } = useLeadForm({ kind: 'partner', rules: PARTNER_RULES, onSent })
  const phone = intl.formatMessage(m.partnerPhone)
  const revenueBands = REVENUE_BANDS.map((value) => ({ value, label: intl.formatMessage(revenueBandMessages[value]) }))
  return (
    <>
      <Dialog.Title className="pr-5 text-2xl font-bold">{intl.formatMessage(m.partnerTitle)}</Dialog.Title>
      <p className="mt-1 text-ink-muted">{intl.formatMessage(m.partnerIntro)}</p>
      <p className="mt-1">
        {`${intl.formatMessage(m.partnerCall)} `}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-primary underline underline-offset-2">
          {phone}
        </a>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-2 grid gap-1.5 sm:grid-cols-2">
        <p className="text-sm text-ink-muted sm:col-span-2">{intl.formatMessage(m.allRequired)}</p>
        <TextField label={intl.formatMessage(m.firstName)} autoComplete="given-name" {...field('firstName')} />
        <TextField label={intl.formatMessage(m.lastName)} autoComplete="family-name" {...field('lastName')} />
        <TextField label={intl.formatMessage(m.company)} autoComplete="organization" {...field('company')} />
        <TextField label={intl.formatMessage(m.title)} autoComplete="organization-title" {...field('title')} />
        <TextField label={intl.formatMessage(m.email)} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('phone', { clean: phoneDigits })}
        />
        <div className="sm:col-span-2">
          <LeadSelect
            label={intl.formatMessage(m.contactMethod)}
            options={CONTACT_METHODS.map((value) => ({ value, label: intl.formatMessage(contactMethodMessages[value]) }))}
            {...field('contactMethod')}
          />
        </div>
        <LeadSelect label={intl.formatMessage(m.annualRevenue)} options={revenueBands} {...field('annualRevenue')} />
        <LeadSelect label={intl.formatMessage(m.annualRevenueFinanced)} options={revenueBands} {...field('annualRevenueFinanced')} />
        <div className="sm:col-span-2">
          <LeadSelect
            label={intl.formatMessage(m.yearsInBusiness)}
            options={YEARS_IN_BUSINESS_BANDS.map((value) => ({ value, label: intl.formatMessage(yearsBandMessage, { range: value }) }))}
            {...field('yearsInBusiness')}
          />
        </div>
        <div className="sm:col-span-2">
          <LeadSelect
            label={intl.formatMessage(m.offering, { brandName: brand.name })}
            options={OFFERING_OPTIONS.map((value) => ({ value, label: intl.formatMessage(offeringMessages[value]) }))}
            {...field('offering')}
          />
        </div>
        <HoneypotField registration={website()} />
        <div className="mt-1 sm:col-span-2">
          <LeadSubmit submitting={submitting} label={intl.formatMessage(m.partnerSubmit)} />
        </div>
      </form>
    </>
  )
}
