/**
 * POST /mobify/proxy/api/custom/preapproval/v1/organizations/{org}/applications?siteId=&locale=
 *   Idempotency-Key, body ApplicationRequest (bearer)
 *   →  ApplicationResponse {applicationId, leaseNumber, appStatus, approvalAmount (cents),
 *      expiresAt, merchantId, denialReason}
 *   400 {parameter} for a field that fails its check (shown at that field); 404 for a merchant
 *   that takes no applications; 422 when the key was used for another application
 *
 * GET .../applications/current?siteId=&locale=&merchantId=  →  the shopper's approval for the
 *   merchant that has not lapsed, or 404.
 *
 * The application carries the last 4 digits of the SSN only, and a bank account that only passes
 * through (the server keeps its last 4). Never logged, never put in a URL.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import type { ApplicationRequest, ApplicationResponse } from '@/api/types'
import { ApiError, api, body } from '@/lib/api-client'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'

const APPLICATIONS_PATH = '/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/applications'
const CURRENT_PATH = '/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/applications/current'

interface Scope {
  organizationId: string
  siteId: string
  locale: string
}

export async function applyForLease(scope: Scope, application: ApplicationRequest, idempotencyKey: string): Promise<ApplicationResponse> {
  return body(
    api.POST(APPLICATIONS_PATH, {
      params: {
        path: { organization_id: scope.organizationId },
        query: { siteId: scope.siteId },
        header: { 'Idempotency-Key': idempotencyKey },
      },
      body: application,
    }),
  )
}

/** The shopper's current approval for the merchant, or null when there is none. */
export async function getCurrentApproval(scope: Scope, merchantId: string, signal?: AbortSignal): Promise<ApplicationResponse | null> {
  try {
    return await body(
      api.GET(CURRENT_PATH, {
        params: { path: { organization_id: scope.organizationId }, query: { siteId: scope.siteId, merchantId } },
        signal,
      }),
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

function useScope(): Scope {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  return { organizationId, siteId: site.id, locale: locale.id }
}

export function useApplyForLease() {
  const scope = useScope()
  return useMutation({
    mutationFn: ({ application, idempotencyKey }: { application: ApplicationRequest; idempotencyKey: string }) =>
      applyForLease(scope, application, idempotencyKey),
  })
}

/** Asked in the browser only (the window is never rendered with a shopper's data). */
export function useCurrentApproval(merchantId: string | null) {
  const scope = useScope()
  return useQuery({
    queryKey: ['preapproval', 'current', scope.siteId, merchantId],
    queryFn: ({ signal }) => getCurrentApproval(scope, merchantId ?? '', signal),
    enabled: Boolean(merchantId) && typeof window !== 'undefined',
    retry: false,
    staleTime: 0,
  })
}
