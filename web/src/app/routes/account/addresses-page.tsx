/**
 * /account/addresses: the customer's address book (the addresses feature), its form the
 * checkout's shipping address form (the same rules). The account page module (../account.tsx)
 * loads it.
 */
import { useIntl } from 'react-intl'
import { DocumentHead } from '@/components/document-head'
import { AddressBook } from '@/features/addresses/components/address-book'
import { addressMessages as m } from '@/features/addresses/messages/addresses'
import { AddressForm } from '@/features/checkout/components/checkout-forms'
import { useAppConfig } from '@/lib/app-config'
import { useShopperCustomerId } from '@/lib/shopper-customer'

export default function AccountAddressesPage() {
  const intl = useIntl()
  const { brand } = useAppConfig()
  const customerId = useShopperCustomerId()
  return (
    <>
      <DocumentHead title={intl.formatMessage(m.documentTitle, { brandName: brand.name })} />
      <h1 className="mb-2 text-3xl font-bold">{intl.formatMessage(m.title)}</h1>
      <AddressBook customerId={customerId} renderForm={(initial, onSave) => <AddressForm initial={initial} onSave={onSave} />} />
    </>
  )
}
