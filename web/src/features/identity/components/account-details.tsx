/**
 * The account page's content for the signed-in customer: the profile and the password, once the
 * profile has loaded (a spinner until then; a message with a retry when it could not be).
 */
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useCustomer } from '../api/get-customer'
import { accountMessages as messages } from '../messages/account'
import { AccountPassword } from './account-password'
import { AccountProfile } from './account-profile'

export function AccountDetails() {
  const intl = useIntl()
  const { data: customer, isError, isFetching, refetch } = useCustomer()
  if (!customer) {
    if (!isError) return <InlineSpinner />
    return (
      <div>
        <p role="alert">{intl.formatMessage(messages.loadError)}</p>
        <button type="button" disabled={isFetching} onClick={() => void refetch()} className={`${buttonStyles.secondary} mt-2`}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <AccountProfile customer={customer} />
      <AccountPassword customerId={customer.customerId} email={customer.email} />
    </div>
  )
}
