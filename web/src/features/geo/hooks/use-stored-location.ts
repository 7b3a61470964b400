import { useCallback, useSyncExternalStore } from 'react'
import { useAppConfig } from '@/lib/app-config'
import { readStoredLocation, subscribeStoredLocation, type StoredLocation } from '../lib/stored-location'

const none = () => null

/**
 * The shopper's stored location. Null on the server and while hydrating (a rendered page never
 * depends on it); the stored one right after.
 */
export function useStoredLocation(): StoredLocation | null {
  const { brand } = useAppConfig()
  const read = useCallback(() => readStoredLocation(brand.shortName), [brand.shortName])
  return useSyncExternalStore(subscribeStoredLocation, read, none)
}
