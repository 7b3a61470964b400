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

export interface LoadRequest {
  script: PlannedScript
  /** Asked before each attempt: whether the visitor's choice still allows the script. */
  allowed: () => boolean
  /** Both attempts failed. */
  onFailed: (name: ScriptName) => void
}

export function createScriptLoader(doc: Document = document) {
  // Scripts on the page, loading, or waiting for their delay or retry.
  const started = new Set<ScriptName>()

  function attempt({ script, allowed, onFailed }: LoadRequest, retry: boolean): void {
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
      else setTimeout(() => attempt({ script, allowed, onFailed }, true), RETRY_DELAY_MS)
    })
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
