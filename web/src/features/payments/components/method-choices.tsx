import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { Badge } from '@/components/ui/badge'
import { buttonStyles } from '@/components/ui/button-styles'
import { ADD_PAYMENT_METHOD_PATH } from '@/lib/portal'
import { methodLabel, methodSpokenLabel } from '../lib/format'
import type { NewPayment } from '../lib/types'
import { makeMessages } from '../messages'
import { choiceClass, radioClass } from './choice-styles'

interface MethodChoicesProps {
  methods: NewPayment['payment_methods']
  methodGuid: string | null
  onMethod: (guid: string) => void
  methodError: string | null
}

/** Which saved method to pay with, or a link to add one when there is none. */
export function MethodChoices({ methods, methodGuid, onMethod, methodError }: MethodChoicesProps) {
  const intl = useIntl()
  const id = useId()
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xl font-bold">{intl.formatMessage(makeMessages.methodLegend)}</legend>
      {methods.length === 0 ? (
        <div className="flex flex-col items-start gap-1 rounded-card border border-dashed border-neutral-500 bg-surface p-2">
          <p>{intl.formatMessage(makeMessages.noMethods)}</p>
          <Link to={ADD_PAYMENT_METHOD_PATH} className={buttonStyles.secondary}>
            {intl.formatMessage(makeMessages.addMethod)}
          </Link>
        </div>
      ) : (
        methods.map((method) => {
          const methodId = `${id}-method-${method.guid}`
          return (
            <div key={method.guid} className={choiceClass(methodGuid === method.guid)}>
              <input
                id={methodId}
                type="radio"
                name="payment_method"
                value={method.guid}
                checked={methodGuid === method.guid}
                onChange={() => onMethod(method.guid)}
                className={radioClass}
              />
              <label htmlFor={methodId} className="flex grow cursor-pointer flex-wrap items-center gap-1 font-semibold">
                <span aria-hidden="true">{methodLabel(intl, method)}</span>
                <span className="sr-only">{methodSpokenLabel(intl, method)}</span>
                {method.is_default ? <Badge tone="green">{intl.formatMessage(makeMessages.defaultBadge)}</Badge> : null}
              </label>
            </div>
          )
        })
      )}
      {methodError ? <p className="text-sm text-danger">{methodError}</p> : null}
    </fieldset>
  )
}
