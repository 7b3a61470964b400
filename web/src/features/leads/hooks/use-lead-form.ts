/**
 * What the partner and report forms share (docs/features/leads.md): react-hook-form over the
 * kind's rules, checked on submit; a field's error clears as soon as the field is edited (it is
 * checked again on the next submit); a sent form pushes `contactFormSubmit` to the data layer;
 * a 400 naming a field shows that field's message and focuses it; any other failure shows the
 * toast, and nothing typed is lost. While a form is being sent its submit button is disabled and
 * a second submit does nothing.
 */
import { useRef, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { useToast } from '@/components/toast/toast-context'
import { pushDataLayer } from '@/lib/data-layer'
import { HONEYPOT_FIELD, type LeadKind } from '../lib/lead-options'
import { emptyValues, MAX_LENGTHS, required, validateLead, type LeadFieldError, type LeadRule } from '../lib/lead-rules'
import { leadMessages as m } from '../messages/leads'
import { useSendLead } from './use-send-lead'

type LeadFormValues = Record<string, string>

const ERROR_MESSAGES: Record<LeadFieldError, MessageDescriptor> = {
  required: m.errorRequired,
  email: m.errorEmail,
  phone: m.errorPhone,
  postalCode: m.errorPostalCode,
  option: m.errorOption,
}

export interface FieldOptions {
  /** Rewrites what is typed (digits only) before the form reads it. */
  clean?: (value: string) => string
  /** Checks the field when it loses focus, once something is in it (the report's phone). */
  checkOnBlur?: boolean
}

/** What a submit started in the user's own event (opening the report's tab) and what ends it. */
export interface SubmitStart {
  done: (sent: boolean) => void
}

export function useLeadForm({
  kind,
  rules,
  onSent,
  onValidSubmit,
}: {
  kind: LeadKind
  rules: Record<string, LeadRule>
  onSent: () => void
  /** Runs in the submit event itself, before anything is awaited, when the values pass the rules. */
  onValidSubmit?: () => SubmitStart
}) {
  const intl = useIntl()
  const { toast } = useToast()
  const fields = Object.keys(rules)
  const send = useSendLead(kind, fields)
  const sending = useRef(false)
  const form = useForm<LeadFormValues>({
    defaultValues: { ...emptyValues(rules), [HONEYPOT_FIELD]: '' },
    // Checked on submit only: editing a field clears its error rather than checking it again.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const { errors, isSubmitting } = form.formState
  const errorText = (error: LeadFieldError) => intl.formatMessage(ERROR_MESSAGES[error])

  const field = (name: string, { clean, checkOnBlur }: FieldOptions = {}) => {
    const rule = rules[name] ?? required
    const registered = form.register(name, {
      validate: (value: string) => {
        const error = rule(value)
        return error ? errorText(error) : true
      },
    })
    return {
      ...registered,
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (clean) {
          const cleaned = clean(event.target.value)
          if (cleaned !== event.target.value) event.target.value = cleaned
        }
        await registered.onChange(event)
        if (form.getFieldState(name).error) form.clearErrors(name)
      },
      onBlur: async (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => {
        await registered.onBlur(event)
        const value = form.getValues(name)
        const error = checkOnBlur && value !== '' ? rule(value) : undefined
        if (error) form.setError(name, { type: 'validate', message: errorText(error) })
      },
      error: errors[name]?.message,
      maxLength: MAX_LENGTHS[name],
      'aria-required': true,
    }
  }

  const website = () => form.register(HONEYPOT_FIELD)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    const passes = Object.keys(validateLead(rules, form.getValues())).length === 0
    const started = passes ? onValidSubmit?.() : undefined
    const submit = form.handleSubmit(
      async ({ [HONEYPOT_FIELD]: honeypot, ...values }) => {
        const outcome = await send(values, honeypot ?? '')
        started?.done(outcome.sent)
        if (outcome.sent) {
          pushDataLayer({ event: 'contactFormSubmit', formName: kind })
          onSent()
        } else if (outcome.field) {
          const message = outcome.error ? errorText(outcome.error) : outcome.message
          form.setError(outcome.field, { type: 'server', message }, { shouldFocus: true })
        } else {
          toast({ title: intl.formatMessage(m.sendFailed), status: 'error' })
        }
      },
      () => started?.done(false),
    )
    void submit(event).finally(() => {
      sending.current = false
    })
  }

  return { field, website, onSubmit, submitting: isSubmitting }
}
