/**
 * The report opens in a new tab once its form is sent. A browser lets a page open a tab only
 * in answer to the user's own click: Safari refuses one opened after an awaited call, and
 * Chromium and Firefox only within a few seconds of the click. So the tab is opened in the
 * submit event itself (when the form's values pass its rules), shows a line while the form is
 * being sent, and is sent to the report when the lead is sent, or closed when it is not. Where
 * the browser refused even that tab, the report is opened at the end (which a browser that
 * still counts the click allows), and the thank-you window links to it.
 */
import { REPORT_URL } from './lead-options'

/** Opens an empty tab saying `text`; null when the browser refused it. */
export function openPendingTab(text: string): Window | null {
  const tab = window.open('', '_blank')
  if (!tab) return null
  try {
    // The tab shows our own report: it has no business with this page.
    tab.opener = null
    tab.document.title = text
    tab.document.body.textContent = text
  } catch {
    // A browser that opened it elsewhere: it still loads the report.
  }
  return tab
}

/** The report's address on this site. */
export const reportHref = (): string => new URL(REPORT_URL, window.location.href).href

/** Shows the report in the tab opened for it, or in a new tab when there is none. */
export function showReport(tab: Window | null): void {
  if (tab && !tab.closed) tab.location.replace(reportHref())
  else window.open(reportHref(), '_blank', 'noopener')
}

/** The form was not sent: the tab opened for the report goes away. */
export function discardTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close()
}
