import { QueryClient } from '@tanstack/react-query'
import { DEFAULT_QUERY_POLICY } from './query-policies'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...DEFAULT_QUERY_POLICY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
