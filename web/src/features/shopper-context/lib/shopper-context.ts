/**
 * Setting, clearing and editing the session's shopper context:
 *
 * - setShopperContext: usid, organizationId and siteId are required (else it throws 'Missing
 *   required parameters for shopper context'); skipped (no call) when there are no qualifiers
 *   and no client IP; unserializable qualifier values are dropped; creates (PUT) when the
 *   session has no context, otherwise updates (PATCH, which merges).
 * - clearShopperContext: DELETE; a 412, a 404 or a `not-found` error counts as already deleted.
 * - removeShopperQualifier: clears the context, then sets the remaining qualifiers again.
 *
 * With `deps.queryClient` the cached shopper-context query answers "is there a context?" (a
 * GET when it is not fresh) and is kept current after every call; without it a GET is made.
 */
import type { QueryClient } from '@tanstack/react-query'
import { deleteShopperContext } from '../api/delete-shopper-context'
import { getShopperContext, getShopperContextQueryOptions } from '../api/get-shopper-context'
import { patchShopperContext } from '../api/patch-shopper-context'
import { putShopperContext } from '../api/put-shopper-context'
import { setCachedShopperContext, type ShopperContext, type ShopperContextParams } from '../api/shopper-context-api'
import { isAlreadyDeletedError, isNoContextError } from './errors'
import { qualifiersWithout, requireShopperContextParams, shopperContextBody, type ShopperQualifiers } from './qualifiers'

export interface ShopperContextDeps {
  queryClient?: QueryClient
}

export type SetShopperContextResult = { action: 'skipped' } | { action: 'created' | 'updated'; context: ShopperContext }

function currentContext(params: ShopperContextParams, { queryClient }: ShopperContextDeps) {
  return queryClient ? queryClient.fetchQuery(getShopperContextQueryOptions(params)) : getShopperContext(params)
}

export async function setShopperContext(
  params: Partial<ShopperContextParams> | null | undefined,
  qualifiers: ShopperQualifiers,
  deps: ShopperContextDeps = {},
): Promise<SetShopperContextResult> {
  const required = requireShopperContextParams(params)
  const body = shopperContextBody(qualifiers)
  if (!body) return { action: 'skipped' }

  const create = async (): Promise<SetShopperContextResult> => {
    await putShopperContext(required, body)
    if (deps.queryClient) setCachedShopperContext(deps.queryClient, required, body)
    return { action: 'created', context: body }
  }

  if (!(await currentContext(required, deps))) return create()
  let context: ShopperContext
  try {
    context = await patchShopperContext(required, body)
  } catch (error) {
    // Gone since it was read (an older cached answer): create it.
    if (isNoContextError(error)) return create()
    throw error
  }
  if (deps.queryClient) setCachedShopperContext(deps.queryClient, required, context)
  return { action: 'updated', context }
}

/** Resolves `{ deleted: false }` when there was nothing to delete; other failures are thrown. */
export async function clearShopperContext(
  params: Partial<ShopperContextParams> | null | undefined,
  deps: ShopperContextDeps = {},
): Promise<{ deleted: boolean }> {
  const required = requireShopperContextParams(params)
  let deleted = true
  try {
    await deleteShopperContext(required)
  } catch (error) {
    if (!isAlreadyDeletedError(error)) throw error
    deleted = false
  }
  if (deps.queryClient) setCachedShopperContext(deps.queryClient, required, null)
  return { deleted }
}

/**
 * Removes the qualifier `name` (from the custom or the assignment qualifiers): reads the
 * context, clears it, then sets what remains (qualifiers and client IP) again.
 */
export async function removeShopperQualifier(
  params: Partial<ShopperContextParams> | null | undefined,
  name: string,
  deps: ShopperContextDeps = {},
): Promise<SetShopperContextResult> {
  const required = requireShopperContextParams(params)
  const remaining = qualifiersWithout(await currentContext(required, deps), name)
  await clearShopperContext(required, deps)
  return setShopperContext(required, remaining, deps)
}
