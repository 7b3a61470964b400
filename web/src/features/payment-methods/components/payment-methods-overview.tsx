/**
 * /payment-methods: the selected lease's saved methods, masked to the last 4,
 * which one is the default, Make default and Remove (after a confirmation), the autopay switch,
 * and the way to add one — or, instead, the skeleton while they load, the failure with a retry,
 * or the empty state. One change at a time: every action waits while one is sent. The outcome
 * of each is announced (a status region that takes the focus when the control the customer
 * used goes away); a failure shows in an alert.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { FormError } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { ADD_PAYMENT_METHOD_PATH, isNotFound } from '@/lib/portal'
import { usePaymentMethods } from '../api/fetch-all'
import { useRemovePaymentMethod } from '../api/remove-payment-method'
import { useSetAutopay } from '../api/set-autopay'
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method'
import { changeErrorText } from '../lib/error-text'
import { isMethodAddedState } from '../lib/method-added'
import { methodSpokenLabel } from '../lib/method-label'
import type { PaymentMethod } from '../lib/types'
import { autopayMessages, listMessages } from '../messages'
import { AutopaySwitch } from './autopay-switch'
import { MethodsSkeleton } from './methods-skeleton'
import { PaymentMethodItem } from './payment-method-item'
import { RemoveMethodDialog } from './remove-method-dialog'

export interface PaymentMethodsOverviewProps {
  leaseGuid: string
  /** A closed lease: its methods can be removed, not added, made default or charged by autopay. */
  closed: boolean
}

export function PaymentMethodsOverview({ leaseGuid, closed }: PaymentMethodsOverviewProps) {
  const intl = useIntl()
  const query = usePaymentMethods(leaseGuid)
  const setDefault = useSetDefaultPaymentMethod(leaseGuid)
  const remove = useRemovePaymentMethod(leaseGuid)
  const autopay = useSetAutopay(leaseGuid)
  const location = useLocation()
  const navigate = useNavigate()

  // The method /add-payment-method just added (router state): announced once its list is in.
  const [added, setAdded] = useState(() => (isMethodAddedState(location.state) ? location.state.paymentMethodAdded : null))
  const [notice, setNotice] = useState<{ text: string; focus: boolean } | null>(null)
  const [actionError, setActionError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<PaymentMethod | null>(null)
  const [removeError, setRemoveError] = useState<string | null>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const removed = useRef(false)
  const removeOpener = useRef<HTMLElement | null>(null)
  const headingId = useId()

  const addedMethod = added ? query.data?.payment_methods.find((method) => method.guid === added) : undefined
  const shown =
    notice ??
    (addedMethod ? { text: intl.formatMessage(listMessages.added, { method: methodSpokenLabel(intl, addedMethod) }), focus: true } : null)

  // The state is left behind: a reload or a return to this entry doesn't announce it again.
  const { pathname, search } = location
  const state: unknown = location.state
  useEffect(() => {
    if (isMethodAddedState(state)) void navigate(`${pathname}${search}`, { replace: true, state: null })
  }, [state, pathname, search, navigate])

  useEffect(() => {
    if (shown?.focus) noticeRef.current?.focus()
  }, [shown?.text, shown?.focus])

  const announce = (text: string, focus: boolean) => {
    setAdded(null)
    setNotice({ text, focus })
  }

  const busy = setDefault.pending || remove.pending || autopay.pending

  const failed = (error: unknown) => {
    setActionError(changeErrorText(intl, error))
    if (isNotFound(error)) void query.refetch()
  }

  const makeDefault = async (method: PaymentMethod) => {
    if (busy) return
    setActionError(null)
    try {
      await setDefault.submit(method.guid)
      announce(intl.formatMessage(listMessages.madeDefault, { method: methodSpokenLabel(intl, method) }), true)
    } catch (error) {
      failed(error)
    }
  }

  const changeAutopay = async (on: boolean) => {
    if (busy) return
    setActionError(null)
    try {
      const answer = await autopay.submit(on)
      announce(intl.formatMessage(answer.autopay ? autopayMessages.turnedOn : autopayMessages.turnedOff), false)
    } catch (error) {
      failed(error)
    }
  }

  const confirmRemove = async (method: PaymentMethod) => {
    if (busy) return
    setRemoveError(null)
    try {
      await remove.submit(method.guid)
      removed.current = true
      announce(intl.formatMessage(listMessages.removed, { method: methodSpokenLabel(intl, method) }), false)
      setRemoving(null)
    } catch (error) {
      if (isNotFound(error)) {
        setRemoving(null)
        failed(error)
      } else {
        setRemoveError(changeErrorText(intl, error))
      }
    }
  }

  if (query.isPending) return <MethodsSkeleton />
  if (query.isError) {
    return (
      <div className="rounded-card border border-neutral-200 bg-white p-3">
        <p role="alert">{intl.formatMessage(listMessages.loadError)}</p>
        <button type="button" disabled={query.isFetching} onClick={() => void query.refetch()} className={`${buttonStyles.secondary} mt-2`}>
          {intl.formatMessage(listMessages.retry)}
        </button>
      </div>
    )
  }

  const { payment_methods: list, autopay: autopayOn } = query.data
  const defaultMethod = list.find((method) => method.is_default) ?? null
  const addLink = closed ? null : (
    <Link to={ADD_PAYMENT_METHOD_PATH} className={buttonStyles.primary}>
      {intl.formatMessage(listMessages.add)}
    </Link>
  )

  return (
    <div>
      {/* Always there, so what is written into it is announced; it takes no room while empty. */}
      <p ref={noticeRef} role="status" tabIndex={-1} className={`font-semibold text-primary outline-none ${shown ? 'mb-2' : ''}`}>
        {shown?.text}
      </p>
      <div className="flex flex-col gap-3">
        {actionError ? <FormError>{actionError}</FormError> : null}
        {closed ? (
          <p className="rounded-card border border-neutral-200 bg-surface p-2">{intl.formatMessage(listMessages.closedNotice)}</p>
        ) : null}

        <AutopaySwitch
          on={autopay.pending && autopay.variables !== undefined ? autopay.variables : autopayOn}
          defaultMethod={defaultMethod}
          disabled={busy || closed || !defaultMethod}
          busy={autopay.pending}
          onChange={(on) => void changeAutopay(on)}
        />

        <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-1">
            <h2 id={headingId} className="text-xl font-bold">
              {intl.formatMessage(listMessages.savedHeading)}
            </h2>
            {list.length > 0 ? addLink : null}
          </div>
          {list.length === 0 ? (
            <div className="flex flex-col items-start gap-1 rounded-card border border-dashed border-neutral-500 bg-surface p-3">
              <h3 className="text-lg font-bold">{intl.formatMessage(listMessages.emptyHeading)}</h3>
              <p className="text-ink-muted">{intl.formatMessage(listMessages.emptyText)}</p>
              {addLink ? <div className="mt-1">{addLink}</div> : null}
            </div>
          ) : (
            <ul aria-labelledby={headingId} className="flex flex-col gap-1.5">
              {list.map((method) => (
                <PaymentMethodItem
                  key={method.guid}
                  method={method}
                  closed={closed}
                  busy={busy}
                  onMakeDefault={(chosen) => void makeDefault(chosen)}
                  onRemove={(chosen, opener) => {
                    removeOpener.current = opener
                    setActionError(null)
                    setRemoveError(null)
                    setRemoving(chosen)
                  }}
                />
              ))}
            </ul>
          )}
        </section>

        <RemoveMethodDialog
          method={removing}
          methods={list}
          autopay={autopayOn}
          pending={remove.pending}
          error={removeError}
          onConfirm={(method) => void confirmRemove(method)}
          onClose={() => setRemoving(null)}
          onCloseAutoFocus={(event) => {
            // Back to the Remove button; after a removal (the button is gone) to what was done.
            event.preventDefault()
            ;(removed.current ? noticeRef.current : removeOpener.current)?.focus()
            removed.current = false
          }}
        />
      </div>
    </div>
  )
}
