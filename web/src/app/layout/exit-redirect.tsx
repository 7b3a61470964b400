/**
 * "Exiting our website": a link to the credit-application site (the configuration's
 * `creditApplication` link, matched by origin) anywhere on a page opens this window instead of
 * leaving at once. After EXIT_REDIRECT_DELAY_MS the browser goes there, the link carrying the
 * visitor's tracking parameters (lib/tracking-params.ts); Continue goes at once, Stay (or
 * Escape) closes the window and the visitor stays. A link that opens another tab leaves the
 * page where it is: nothing to warn about. Loaded after the page starts (shell-after-start.tsx).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { ModalFrame } from '@/components/ui/modal-frame'
import { appLinks, useAppConfig } from '@/lib/app-config'
import { fullPageNavigation } from '@/lib/full-page-navigation'
import { withTrackingParams } from '@/lib/tracking-params'
import '@/styles/later.css'

export const EXIT_REDIRECT_DELAY_MS = 3000

/** Marks the window's own link, which must not open the window again. */
const CONFIRMED = 'data-exit-confirmed'

const messages = defineMessages<{
  title: NoMessageValues
  body: { brandName: string; seconds: number }
  continue: NoMessageValues
  stay: { brandName: string }
}>({
  title: {
    id: 'exitRedirect.title',
    defaultMessage: 'Exiting our website',
    description: 'Title of the window shown before a link takes the visitor to the credit-application site',
  },
  body: {
    id: 'exitRedirect.body',
    defaultMessage:
      'You are going to our credit partner’s application site, which is not run by {brandName} and has its own privacy policy and terms. We’ll take you there in {seconds} seconds.',
    description: 'Text of the exiting window; {brandName} is e.g. Northwind Lease, {seconds} is 3',
  },
  continue: {
    id: 'exitRedirect.continue',
    defaultMessage: 'Continue now',
    description: 'Link in the exiting window that goes to the credit-application site at once',
  },
  stay: {
    id: 'exitRedirect.stay',
    defaultMessage: 'Stay on {brandName}',
    description: 'Button that closes the exiting window and stays on the site; {brandName} is e.g. Northwind Lease',
  },
})

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const { origin, protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

/** The credit-application URL a click on `anchor` asks for, with tracking parameters; null for any other link. */
function exitTarget(event: MouseEvent, creditOrigin: string): { url: string; anchor: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor?.href || anchor.hasAttribute(CONFIRMED) || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  if (originOf(anchor.href) !== creditOrigin) return null
  const url = withTrackingParams(anchor.href, document.cookie)
  return url ? { url, anchor } : null
}

export function ExitRedirect() {
  const creditOrigin = originOf(appLinks(useAppConfig()).creditApplication)
  const [exit, setExit] = useState<{ url: string; anchor: HTMLAnchorElement } | null>(null)

  useEffect(() => {
    if (!creditOrigin) return
    const onClick = (event: MouseEvent) => {
      const target = exitTarget(event, creditOrigin)
      if (!target) return
      event.preventDefault()
      setExit(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [creditOrigin])

  if (!exit) return null
  return <ExitRedirectDialog url={exit.url} returnFocus={exit.anchor} onClose={() => setExit(null)} />
}

function ExitRedirectDialog({ url, returnFocus, onClose }: { url: string; returnFocus: HTMLElement; onClose: () => void }) {
  const intl = useIntl()
  const { brand } = useAppConfig()

  useEffect(() => {
    const go = window.setTimeout(() => fullPageNavigation.assign(url), EXIT_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(go)
  }, [url])

  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-32px)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-3 shadow-xl outline-none sm:p-4"
    >
      <Dialog.Title className="text-2xl font-bold">{intl.formatMessage(messages.title)}</Dialog.Title>
      <p className="mt-1.5">{intl.formatMessage(messages.body, { brandName: brand.name, seconds: EXIT_REDIRECT_DELAY_MS / 1000 })}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-1">
        <Dialog.Close className={buttonStyles.secondary}>{intl.formatMessage(messages.stay, { brandName: brand.name })}</Dialog.Close>
        <a href={url} {...{ [CONFIRMED]: '' }} className={buttonStyles.brand}>
          {intl.formatMessage(messages.continue)}
        </a>
      </div>
    </ModalFrame>
  )
}
