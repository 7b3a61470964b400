/**
 * The visitor's cookie choice in the shell: the cookie bar until they choose, the preferences
 * window (from the bar's Choose cookies or the footer's Cookie preferences) and that footer
 * button, placed at the end of the footer's container. Loaded after the page starts
 * (shell-after-start.tsx): none of it is in the first load, and before it loads only necessary
 * storage is used. Not in a frame (the lease window inside our own page, which has the bar;
 * the choice is the same, kept for the whole site).
 */
import { useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { ConsentBanner } from '@/features/consent/components/consent-banner'
import { ConsentDialog } from '@/features/consent/components/consent-dialog'
import { CookiePreferencesButton } from '@/features/consent/components/cookie-preferences-button'
import { useConsent } from '@/features/consent/hooks/use-consent'

// The site's footer follows the main region (the checkout's reduced one has no container, and
// no button); it comes and goes with the page, so its container is looked up whenever the page
// changes. By
// the page's structure, not the footer's id: an import of that constant would make the first
// load export it to this chunk.
function subscribeToPage(listener: () => void): () => void {
  const observer = new MutationObserver(listener)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
const footerContainer = () => document.querySelector('main ~ footer > div')
const noFooter = () => null
const never = () => () => {}
// Checked in the page itself, not by its path: the shell's own rule for framed pages lives in
// the first load, where another export for this chunk would cost bytes.
const inFrame = () => window.self !== window.top
const notInFrame = () => false

/** When what had the focus is gone (the bar, once chosen), the focus goes to the main content rather than the page's start. */
function focusMainIfLost(): void {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return
    document.querySelector('main')?.focus({ preventScroll: true })
  })
}

export function CookieConsent() {
  const consent = useConsent()
  const framed = useSyncExternalStore(never, inFrame, notInFrame)
  const footer = useSyncExternalStore(subscribeToPage, footerContainer, noFooter)
  const [dialog, setDialog] = useState<{ opener: HTMLElement } | null>(null)

  if (framed) return null
  const open = (opener: HTMLElement) => setDialog({ opener })
  return (
    <>
      {consent === null && !dialog && <ConsentBanner onChoose={open} onChosen={focusMainIfLost} />}
      {footer && createPortal(<CookiePreferencesButton onOpen={open} />, footer)}
      {dialog && (
        <ConsentDialog
          returnFocus={dialog.opener}
          onClose={() => {
            setDialog(null)
            focusMainIfLost()
          }}
        />
      )}
    </>
  )
}
