/** The pieces both lead forms are made of: a choice among canonical values, the hidden field, the submit button. */
import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { SelectField } from '@/components/forms/form-controls'
import { buttonStyles } from '@/components/ui/button-styles'
import { leadMessages as m } from '../messages/leads'

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>

/** A choice: "Select one", then each value (sent as it is) under its label. */
export function LeadSelect({ options, ...select }: SelectProps & { options: readonly { value: string; label: string }[] }) {
  const intl = useIntl()
  return (
    <SelectField {...select}>
      <option value="">{intl.formatMessage(m.choose)}</option>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  )
}

/**
 * The field people never see nor reach (visually hidden, hidden from assistive technology, out of
 * the tab order, no autofill); a robot that fills every input fills it, and the server keeps
 * no lead that has it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const intl = useIntl()
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {intl.formatMessage(m.website)}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}

/** The form's submit button: disabled and busy while the form is being sent. */
export function LeadSubmit({ submitting, label }: { submitting: boolean; label: string }) {
  const intl = useIntl()
  return (
    <button type="submit" disabled={submitting} aria-busy={submitting || undefined} className={`${buttonStyles.primary} w-full sm:w-auto`}>
      {submitting ? intl.formatMessage(m.sending) : label}
    </button>
  )
}
