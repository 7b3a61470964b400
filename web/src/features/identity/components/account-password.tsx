/**
 * The account page's password: hidden, and Change password, which opens the form in place
 * (focus on the current password; Save or Cancel closes it and focus goes back to Change
 * password). The new password follows registration's rules, listed as it is typed; a wrong
 * current password is said under its field. The customer's other sessions end; this one stays.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormError, PasswordField } from '@/components/forms/form-fields'
import { loginFormMessages } from '@/components/forms/login-form-messages'
import { useToast } from '@/components/toast/toast-context'
import { buttonStyles } from '@/components/ui/button-styles'
import { ApiError } from '@/lib/api-client'
import { useChangePassword, type PasswordChange } from '../api/change-password'
import { accountMessages as messages } from '../messages/account'
import { authMessages } from '../messages/auth'
import { editButtonClass, sectionClass } from './account-profile'
import { PasswordRequirements } from './password-requirements'
import { passwordRuleViolation } from './registration-form'

export function AccountPassword({ customerId, email }: { customerId: string; email: string }) {
  const intl = useIntl()
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const changeRef = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    if (editing) opened.current = true
    else if (opened.current) changeRef.current?.focus()
  }, [editing])

  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <h2 id={headingId} className="text-xl font-bold">
          {intl.formatMessage(messages.passwordHeading)}
        </h2>
        {!editing && (
          <button ref={changeRef} type="button" onClick={() => setEditing(true)} className={editButtonClass}>
            {intl.formatMessage(messages.changePassword)}
          </button>
        )}
      </div>
      {editing ? (
        <PasswordForm customerId={customerId} email={email} onClose={() => setEditing(false)} />
      ) : (
        <p className="mt-1 text-ink-muted">{intl.formatMessage(messages.passwordHidden)}</p>
      )}
    </section>
  )
}

function PasswordForm({ customerId, email, onClose }: { customerId: string; email: string; onClose: () => void }) {
  const intl = useIntl()
  const { toast } = useToast()
  const change = useChangePassword(customerId)
  const requirementsId = useId()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({ defaultValues: { currentPassword: '', password: '' } })
  const password = useWatch({ control, name: 'password' })
  useEffect(() => setFocus('currentPassword'), [setFocus])

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
    } catch (error) {
      const parameter = error instanceof ApiError && typeof error.data === 'object' ? error.data?.parameter : undefined
      if (parameter === 'currentPassword') {
        setError('currentPassword', { message: intl.formatMessage(messages.currentPasswordWrong) }, { shouldFocus: true })
      } else if (parameter === 'password') {
        const violation = passwordRuleViolation(values.password)
        setError('password', { message: intl.formatMessage(violation ?? authMessages.generic) }, { shouldFocus: true })
      } else {
        setError('root.global', { message: intl.formatMessage(authMessages.generic) })
      }
      return
    }
    toast({ title: intl.formatMessage(messages.passwordSaved), status: 'success' })
    onClose()
  })

  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="mt-2 flex max-w-[480px] flex-col gap-2">
      {/* Lets password managers pair the new password with the account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <PasswordField
        label={intl.formatMessage(messages.currentPassword)}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', {
          validate: (value) => value !== '' || intl.formatMessage(loginFormMessages.passwordRequired),
        })}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={intl.formatMessage(messages.newPassword)}
          autoComplete="new-password"
          error={errors.password?.message}
          describedBy={requirementsId}
          {...register('password', {
            validate: (value) => {
              const violation = passwordRuleViolation(value)
              return violation ? intl.formatMessage(violation) : true
            },
          })}
        />
        <PasswordRequirements id={requirementsId} password={password} />
      </div>
      <FormError>{errors.root?.global?.message}</FormError>
      <div className="flex flex-wrap gap-1">
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          onClick={() => clearErrors('root')}
          className={buttonStyles.brand}
        >
          {intl.formatMessage(messages.save)}
        </button>
        <button type="button" onClick={onClose} className={buttonStyles.secondary}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
    </form>
  )
}
