import { isRouteErrorResponse } from 'react-router'

/** A short, human-readable description of anything thrown. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

export function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined
}
