import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAppConfig } from '@/lib/app-config'
import { sameSitePath } from '@/lib/same-site-path'
import { buildHref, resolveSiteLocale } from '@/lib/site-locale'
import { useSiteLocale } from '@/lib/use-site-locale'

/**
 * The one place where content-asset HTML (`c_body`) is rendered. The server sanitizes
 * c_body before it is sent, so it is trusted here.
 *
 * Plain same-site links inside the HTML are navigated without a full page load
 *; links without a site/locale prefix get the current one. Only paths
 * that stay on our origin are navigated by the router.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const current = useSiteLocale()
  const config = useAppConfig()

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor?.href || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      // A same-origin URL whose path starts with '//' would leave the site through the router
      // (lib/same-site-path.ts): the browser follows it instead.
      const path = sameSitePath(`${url.pathname}${url.search}${url.hash}`)
      if (!path) return
      event.preventDefault()
      const target = resolveSiteLocale(url.pathname, url.search, config)
      const alreadyPrefixed = !!(target.sitePrefix || target.localePrefix || target.siteQuery || target.localeQuery)
      void navigate(alreadyPrefixed ? path : buildHref(path, current))
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate, current, config])

  return <div ref={ref} className={`content-html ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}
