/** The reason the server gave for refusing a checkout call (server/src/checkout, orders). */
import { ApiError } from '@/lib/api-client'

export function refusalOf(error: unknown): { status: number; reason?: string; parameter?: string } | null {
  if (!(error instanceof ApiError)) return null
  const data = typeof error.data === 'object' ? error.data : undefined
  return { status: error.status, reason: data?.reason ?? undefined, parameter: data?.parameter ?? undefined }
}
