import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useHref } from '@/components/link'

/**
 * /callback (never prefixed): the shopper-session (SLAS) redirect target. The session reads
 * its codes from fetch redirects, so a browser that lands here just goes home.
 */
export default function CallbackPage() {
  const navigate = useNavigate()
  const home = useHref('/')
  useEffect(() => {
    void navigate(home, { replace: true })
  }, [navigate, home])
  return null
}
