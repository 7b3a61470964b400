import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Scrolls to the top when the path changes (unless the URL targets an anchor). Not on the first
 * render: a server-rendered page may have been scrolled before it hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const shown = useRef(`${pathname}${hash}`)
  useEffect(() => {
    if (shown.current === `${pathname}${hash}`) return
    shown.current = `${pathname}${hash}`
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
