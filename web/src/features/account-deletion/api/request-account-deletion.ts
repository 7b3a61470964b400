/**
 * POST /mobify/proxy/api/custom/customer-profile/v1/organizations/{org}/account_deletion?siteId=&locale=
 *   body {confirm: true} (bearer + correlation-id)  →  201 {requested, reference, requestedAt}, the
 *   first time (recorded, and acknowledged by email in the request's language); 200 with the same
 *   reference after that (nothing more is sent)
 *
 * Updates: the customer's request (get-account-deletion) is set to the answer.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, body } from '@/lib/api-client'
import {
  ACCOUNT_DELETION_PATH,
  accountDeletionParams,
  accountDeletionQueryKey,
  type AccountDeletionParams,
  type AccountDeletionStatus,
} from './get-account-deletion'

export function requestAccountDeletion(params: AccountDeletionParams): Promise<AccountDeletionStatus> {
  return body(api.POST(ACCOUNT_DELETION_PATH, { params: accountDeletionParams(params), body: { confirm: true } }))
}

/** Asks to delete the signed-in customer's online account; the answer becomes the customer's request. */
export function useRequestAccountDeletion(params: AccountDeletionParams | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => {
      if (!params) throw new Error('No signed-in customer')
      return requestAccountDeletion(params)
    },
    onSuccess: (status) => {
      if (params) queryClient.setQueryData(accountDeletionQueryKey(params), status)
    },
  })
}
