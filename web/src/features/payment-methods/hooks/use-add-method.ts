import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'
import { parameterOf, PAYMENT_METHODS_PATH, reasonOf } from '@/lib/portal'
import { useAddPaymentMethod, type NewPaymentMethod } from '../api/add-payment-method'
import { addErrorText } from '../lib/error-text'
import { isFormField } from '../lib/field-errors'
import type { MethodAddedState } from '../lib/method-added'
import type { MethodType } from '../lib/types'

/**
 * The submit of an add-a-method form: sends the method (one submit at a time, its idempotency
 * key made here, in the submit), then goes to /payment-methods, which announces the method added.
 * A 400 naming a field of the form goes to that field (`setFieldError`: the form shows its own
 * message there and focuses it); any other failure is the form's error, which takes the focus.
 * Nothing typed is cleared on a failure.
 */
export function useAddMethod(leaseGuid: string, type: MethodType) {
  const intl = useIntl()
  const add = useAddPaymentMethod(leaseGuid)
  const navigate = useNavigate()
  const listHref = useHref(PAYMENT_METHODS_PATH)
  const [formError, setFormError] = useState<string | null>(null)
  const formErrorRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (formError) formErrorRef.current?.focus()
  }, [formError])

  const send = async (request: NewPaymentMethod, last4: string, setFieldError: (field: string, reason: string) => void) => {
    if (add.pending) return
    setFormError(null)
    try {
      const { payment_methods: methods } = await add.submit(request)
      // The newest of this kind ending so (the list is oldest first).
      const added = methods.findLast((method) => method.type === type && method.last4 === last4)
      const state: MethodAddedState | null = added ? { paymentMethodAdded: added.guid } : null
      await navigate(listHref, { state })
    } catch (error) {
      const field = parameterOf(error)
      if (field && isFormField(type, field)) setFieldError(field, reasonOf(error) ?? 'invalid')
      else setFormError(addErrorText(intl, error))
    }
  }

  return { send, pending: add.pending, formError, formErrorRef }
}
