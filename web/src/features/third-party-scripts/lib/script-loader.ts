/**
 * Puts a third-party script on the page: once per page, whatever asks again; a failed load is
 * retried once, 5 seconds later, and a second failure is reported. Before every attempt (the
 * first one may wait for the script's delay, a retry waits 5 s) the visitor's choice is asked
 * again: a script whose consent was withdrawn meanwhile is not loaded, and may load later if it
 * is granted again. A script that has run cannot be taken back; it stays until the page is left.
 * Loaded only when a site configures a script the visitor allows (app/layout/third-party-scripts.tsx).
 */
import type { PlannedScript, ScriptName } from './script-plan'

export const RETRY_DELAY_MS = 5_000
/** After a script that must put an element on the page (the chat) has loaded: this many checks, this far apart. */
export const ELEMENT_CHECKS = 20
export const ELEMENT_CHECK_INTERVAL_MS = 300

export interface LoadRequest {
  script: PlannedScript
  /** Asked before each attempt: whether the visitor's choice still allows the script. */
  allowed: () => boolean
  /** Both attempts failed. */
  onFailed: (name: ScriptName) => void
  /** The script loaded but its element (`expectsElementId`) was not on the page after every check. */
  onElementMissing?: (name: ScriptName, elementId: string) => void
}

/** Looks for the element up to `ELEMENT_CHECKS` times, `ELEMENT_CHECK_INTERVAL_MS` apart; tells `missing` when it never came. */
function checkForElement(doc: Document, elementId: string, missing: () => void, check = 1): void {
  setTimeout(() => {
    if (doc.getElementById(elementId)) return
    if (check >= ELEMENT_CHECKS) missing()
    else checkForElement(doc, elementId, missing, check + 1)
  }, ELEMENT_CHECK_INTERVAL_MS)
}

export function createScriptLoader(doc: Document = document) {
  // Scripts on the page, loading, or waiting for their delay or retry.
  const started = new Set<ScriptName>()

  function attempt(request: LoadRequest, retry: boolean): void {
    const { script, allowed, onFailed, onElementMissing } = request
    if (!allowed()) {
      started.delete(script.name)
      return
    }
    const element = doc.createElement('script')
    element.src = script.src
    element.async = true
    element.dataset.thirdParty = script.name
    for (const [key, value] of Object.entries(script.data)) element.dataset[key] = value
    element.addEventListener('error', () => {
      element.remove()
      if (retry) onFailed(script.name)
      else setTimeout(() => attempt(request, true), RETRY_DELAY_MS)
    })
    const elementId = script.expectsElementId
    if (elementId && onElementMissing) {
      element.addEventListener('load', () => checkForElement(doc, elementId, () => onElementMissing(script.name, elementId)))
    }
    doc.head.append(element)
  }

  return {
    load(request: LoadRequest): void {
      if (started.has(request.script.name)) return
      started.add(request.script.name)
      if (request.script.delayMs > 0) setTimeout(() => attempt(request, false), request.script.delayMs)
      else attempt(request, false)
    },
  }
}

/** The page's loader. */
export const scriptLoader = createScriptLoader()
