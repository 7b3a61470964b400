import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Scrolls to the top when the path changes (unless the URL targets an anchor). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
