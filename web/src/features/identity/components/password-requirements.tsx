import { useIntl } from 'react-intl'
import { passwordStrength, type PasswordStrength } from '../lib/password-strength'
import { passwordRequirementsMessages as messages } from '../messages/registration'

const REQUIREMENTS: [keyof PasswordStrength, keyof typeof messages][] = [
  ['hasMinChars', 'minChars'],
  ['hasUppercase', 'uppercase'],
  ['hasLowercase', 'lowercase'],
  ['hasNumber', 'number'],
  ['hasSpecialChar', 'special'],
]

/** The live list of password requirements. */
export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  const intl = useIntl()
  const strength = passwordStrength(password)
  const labelId = `${id}-label`
  return (
    <div id={id} className="text-sm">
      <p id={labelId} className="font-semibold text-ink-muted">
        {intl.formatMessage(messages.requirements)}
      </p>
      <ul aria-labelledby={labelId} className="mt-0.5 grid grid-cols-1 gap-x-2 gap-y-0.5 sm:grid-cols-2">
        {REQUIREMENTS.map(([key, message]) => {
          const met = strength[key]
          return (
            <li key={key} data-met={met} className={`flex items-center gap-1 ${met ? 'text-primary' : 'text-ink-muted'}`}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2 shrink-0" fill="currentColor">
                {met ? (
                  <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm4.3 6.7-5 5a1 1 0 0 1-1.4 0l-2.2-2.2 1.4-1.4 1.5 1.5 4.3-4.3 1.4 1.4Z" />
                ) : (
                  <path d="M10 1a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Z" />
                )}
              </svg>
              <span>
                {intl.formatMessage(messages[message])}
                <span className="sr-only">, {intl.formatMessage(met ? messages.met : messages.notMet)}</span>
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
