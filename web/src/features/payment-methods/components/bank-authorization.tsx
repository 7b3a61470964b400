import { useIntl } from 'react-intl'
import { useAppConfig } from '@/lib/app-config'
import type { AccountType } from '../lib/types'
import { addMessages, authorizationMessages } from '../messages'

/**
 * The bank debit authorization the customer agrees to, shown before the consent checkbox: word
 * for word what the server records with the account and emails, filled in as the customer types
 * (the account type, the last 4 digits of the account number; the brand from the app config).
 */
export function BankAuthorization({ id, accountType, last4 }: { id: string; accountType: AccountType; last4: string }) {
  const intl = useIntl()
  const { brand } = useAppConfig()
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-neutral-200 bg-surface p-2">
      <h2 id={`${id}-heading`} className="font-bold">
        {intl.formatMessage(addMessages.authorizationHeading)}
      </h2>
      <p id={id} className="mt-0.5 text-sm leading-relaxed">
        {intl.formatMessage(authorizationMessages.text, { brandName: brand.name, accountType, last4 })}
      </p>
    </section>
  )
}
