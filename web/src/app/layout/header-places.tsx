/**
 * The header's two "where" actions, loaded together after the page starts (one chunk, one
 * lazy import in the first load): the location picker (header-location.tsx, where the header
 * shows it) and the store-locator button with its panel (header-store-locator.tsx).
 */
import HeaderLocation from './header-location'
import HeaderStoreLocator from './header-store-locator'

export default function HeaderPlaces() {
  return (
    <>
      <HeaderLocation />
      <HeaderStoreLocator />
    </>
  )
}
