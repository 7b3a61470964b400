/**
 * The path and query of an API call as the client sends it (openapi-fetch's serializers),
 * without the origin: the request of a RouteQuery (lib/route-query.ts), which the server answers
 * in-process. Its own module: the first load's query builders name it for the server's render,
 * and the browser never calls it, so it is not part of the first load.
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch'
import type { paths } from '@/api/schema.gen'

export type ApiPath = keyof paths

let serializeQuery: ReturnType<typeof createQuerySerializer> | undefined

export function apiPath(path: ApiPath, params: { path?: Record<string, unknown>; query?: Record<string, unknown> }): string {
  serializeQuery ??= createQuerySerializer()
  return createFinalURL(path, { baseUrl: '', params, querySerializer: serializeQuery, pathSerializer: defaultPathSerializer })
}
