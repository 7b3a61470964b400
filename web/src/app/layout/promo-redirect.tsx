/**
 * The promo redirect (lib/promo-redirect.ts) on whatever page the shopper is: once the site's
 * preferences are known, a promo named as `category` becomes `promo`, replacing the history
 * entry (Back does not return to the old link). Loaded after the page starts (shell-after-start.tsx).
 */
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { PROMO_PREFERENCE_ID, promoList, promoRedirectSearch } from '@/lib/promo-redirect'
import { HEADER_PREFERENCE_IDS } from './header-preferences'

export function PromoRedirect() {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const preferences = useCustomPreferences(HEADER_PREFERENCE_IDS)
  const promos = preferences && !('error' in preferences) ? promoList(preferences.customPreferences[PROMO_PREFERENCE_ID]) : null
  const target = promos ? promoRedirectSearch(search, promos) : null

  useEffect(() => {
    if (target !== null) void navigate(`${pathname}${target}${hash}`, { replace: true, preventScrollReset: true })
  }, [navigate, pathname, target, hash])
  return null
}
