import type { Ref } from 'react'
import { useIntl } from 'react-intl'
import { FormError } from '@/components/forms/form-fields'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { PAYMENT_METHODS_PATH } from '@/lib/portal'
import { addMessages } from '../messages'

/** The end of an add-a-method form: its error (focused when it shows), the submit (busy, never twice) and Cancel. */
export function FormFooter({
  submitLabel,
  busy,
  error,
  errorRef,
}: {
  submitLabel: string
  busy: boolean
  error: string | null
  errorRef: Ref<HTMLDivElement>
}) {
  const intl = useIntl()
  return (
    <>
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="rounded-card outline-none focus-visible:outline-3 focus-visible:outline-primary-700">
          <FormError>{error}</FormError>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonStyles.primary}>
          {busy ? intl.formatMessage(addMessages.adding) : submitLabel}
        </button>
        <Link
          to={PAYMENT_METHODS_PATH}
          className="rounded font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
        >
          {intl.formatMessage(addMessages.cancel)}
        </Link>
      </div>
    </>
  )
}
