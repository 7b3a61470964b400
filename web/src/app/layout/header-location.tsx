/**
 * The header's location picker (loaded after the page starts): hidden where
 * header-visibility.ts says, else the shopper's ZIP code and the set-location modal,
 * with the states the brand does not lease in from the site's preferences.
 */
import { LocationPicker } from '@/features/geo/components/location-picker'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { useSiteLocale } from '@/lib/use-site-locale'
import { HEADER_PREFERENCE_IDS } from './header-preferences'
import { showsLocationPicker } from './header-visibility'

export default function HeaderLocation() {
  const { pathname } = useSiteLocale()
  const preferences = useCustomPreferences(HEADER_PREFERENCE_IDS)
  if (!showsLocationPicker(pathname)) return null
  const excludedStates =
    preferences === undefined
      ? undefined
      : 'error' in preferences
        ? []
        : ((preferences.customPreferences.excludedStates as string[] | undefined) ?? [])
  // In the header the pin alone, named for assistive technology: its row has no room for the
  // words beside the search (the marketplace's own picker shows them).
  return <LocationPicker excludedStates={excludedStates} display="hidden lg:inline-flex" labelDisplay="sr-only" />
}
