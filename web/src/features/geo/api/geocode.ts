/**
 * GET /mobify/proxy/api/custom/geocoding/v1/organizations/{organizationId}/geocode
 *   ?siteId=&components=postal_code:NNNNN  or  &latlng=LAT,LONG  →  {result: Place}
 *
 * The server's offline postal-code table: a ZIP code, or the browser's position, to the place
 * it is in (country US or PR, postal code, state, coordinates). A code or point no place has is
 * an answer (null), not a failure; any other failure returns nothing and is logged.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Place } from '@/api/types'
import { ApiError, api, body } from '@/lib/api-client'

export interface GeocodeParams {
  organizationId: string
  siteId: string
  /** Five digits, or a point. */
  where: { postalCode: string } | { lat: number; long: number }
}

const GEOCODE_PATH = '/mobify/proxy/api/custom/geocoding/v1/organizations/{organization_id}/geocode'

export async function geocode({ organizationId, siteId, where }: GeocodeParams, signal?: AbortSignal): Promise<Place | null> {
  const query =
    'postalCode' in where
      ? { siteId, components: `postal_code:${where.postalCode}` }
      : { siteId, latlng: `${where.lat.toFixed(6)},${where.long.toFixed(6)}` }
  try {
    return (await body(api.GET(GEOCODE_PATH, { params: { path: { organization_id: organizationId }, query }, signal }))).result
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}

/** A ZIP code's place, kept for the session: a code's place does not change. */
export const postalCodeQueryOptions = (organizationId: string, siteId: string, postalCode: string) =>
  queryOptions({
    queryKey: ['geocode', siteId, postalCode],
    queryFn: ({ signal }) => geocode({ organizationId, siteId, where: { postalCode } }, signal),
    staleTime: Infinity,
    retry: false,
  })
