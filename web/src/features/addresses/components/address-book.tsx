/**
 * The account's address book: each saved address (the default first, marked), with Edit,
 * Remove and Make my default; Add an address. The address form is the page's (`renderForm`: the
 * checkout's, with the same rules); a refused save shows at its field, nothing typed is lost.
 */
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { CustomerAddress, OrderAddress } from '@/api/types'
import { useToast } from '@/components/toast/toast-context'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { ApiError } from '@/lib/api-client'
import { useAddresses, useChangeAddresses, type AddressChange } from '../api/addresses'
import { addressMessages as m } from '../messages/addresses'

/** What a form's save resolves: null when it worked, else the field refused (or none) and why. */
export type SaveOutcome = null | { field?: string; message: string }
export type AddressFormRenderer = (initial: OrderAddress | undefined, onSave: (address: OrderAddress) => Promise<SaveOutcome>) => ReactNode

export function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <address className="not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {address.city}, {address.stateCode} {address.postalCode}
    </address>
  )
}

const stripped = ({ addressId: _, preferred: __, ...address }: CustomerAddress): OrderAddress => address

export function AddressBook({ customerId, renderForm }: { customerId: string | null; renderForm: AddressFormRenderer }) {
  const intl = useIntl()
  const { toast } = useToast()
  const addresses = useAddresses(customerId)
  const change = useChangeAddresses(customerId)
  // An address's name, 'new' for a new one, or null.
  const [editing, setEditing] = useState<string | null>(null)

  const run = async (next: AddressChange, done: typeof m.added): Promise<SaveOutcome> => {
    try {
      await change.mutateAsync(next)
      setEditing(null)
      toast({ title: intl.formatMessage(done), status: 'success' })
      return null
    } catch (error) {
      const data = error instanceof ApiError && typeof error.data === 'object' ? error.data : undefined
      if (data?.reason === 'address_name_taken') return { message: intl.formatMessage(m.taken) }
      if (data?.reason === 'too_many_addresses') return { message: intl.formatMessage(m.tooMany) }
      if (error instanceof ApiError && error.status === 400 && data?.parameter) return { field: data.parameter, message: error.message }
      return { message: intl.formatMessage(m.failed) }
    }
  }
  const quick = (next: AddressChange, done: typeof m.added) =>
    void run(next, done).then((outcome) => outcome && toast({ title: outcome.message, status: 'error' }))

  if (addresses.isError) {
    return (
      <div role="alert">
        <p>{intl.formatMessage(m.loadError)}</p>
        <button type="button" className={`${buttonStyles.secondary} mt-1`} onClick={() => void addresses.refetch()}>
          {intl.formatMessage(m.retry)}
        </button>
      </div>
    )
  }
  if (!addresses.data) return <InlineSpinner />
  const list = addresses.data.data
  return (
    <div className="flex flex-col gap-2">
      {list.length === 0 ? <p>{intl.formatMessage(m.empty)}</p> : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {list.map((saved) => (
          <li key={saved.addressId} className="rounded-card border border-neutral-200 bg-white p-2">
            {editing === saved.addressId ? (
              <>
                {renderForm(stripped(saved), (address) =>
                  run({ kind: 'edit', addressId: saved.addressId, address, preferred: saved.preferred ?? false }, m.saved),
                )}
                <button type="button" className="mt-1 font-semibold text-primary underline" onClick={() => setEditing(null)}>
                  {intl.formatMessage(m.cancel)}
                </button>
              </>
            ) : (
              <>
                {saved.preferred ? <p className="mb-0.5 text-sm font-bold text-primary">{intl.formatMessage(m.preferred)}</p> : null}
                <AddressLines address={saved} />
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <button type="button" className="font-semibold text-primary underline" onClick={() => setEditing(saved.addressId)}>
                    {intl.formatMessage(m.edit, { name: saved.addressId })}
                  </button>
                  <button
                    type="button"
                    className="font-semibold text-primary underline"
                    onClick={() => quick({ kind: 'remove', addressId: saved.addressId }, m.removed)}
                  >
                    {intl.formatMessage(m.remove, { name: saved.addressId })}
                  </button>
                  {!saved.preferred ? (
                    <button
                      type="button"
                      className="font-semibold text-primary underline"
                      onClick={() => quick({ kind: 'prefer', current: saved }, m.saved)}
                    >
                      {intl.formatMessage(m.prefer, { name: saved.addressId })}
                    </button>
                  ) : null}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <section className="rounded-card border border-neutral-200 bg-white p-2" aria-label={intl.formatMessage(m.add)}>
          {renderForm(undefined, (address) => run({ kind: 'add', address }, m.added))}
          <button type="button" className="mt-1 font-semibold text-primary underline" onClick={() => setEditing(null)}>
            {intl.formatMessage(m.cancel)}
          </button>
        </section>
      ) : (
        <button type="button" className={`${buttonStyles.brand} self-start`} onClick={() => setEditing('new')}>
          {intl.formatMessage(m.add)}
        </button>
      )}
    </div>
  )
}

/** The checkout's choice of a saved address to ship to (the default first). */
export function SavedAddressChoice({ customerId, onChoose }: { customerId: string | null; onChoose: (address: OrderAddress) => void }) {
  const intl = useIntl()
  const addresses = useAddresses(customerId)
  const list = addresses.data?.data ?? []
  if (list.length === 0) return null
  return (
    <section aria-label={intl.formatMessage(m.savedAddresses)} className="mb-2">
      <h3 className="mb-1 font-bold">{intl.formatMessage(m.savedAddresses)}</h3>
      <ul className="grid gap-1.5 md:grid-cols-2">
        {list.map((saved) => (
          <li key={saved.addressId} className="flex items-start justify-between gap-1 rounded-card border border-neutral-200 p-1.5">
            <AddressLines address={saved} />
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-label={`${intl.formatMessage(m.useAddress)}: ${saved.addressId}`}
              onClick={() => onChoose(stripped(saved))}
            >
              {intl.formatMessage(m.useAddress)}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 font-semibold">{intl.formatMessage(m.newAddress)}</p>
    </section>
  )
}
