import { useEffect, useState } from 'react'

/** Storefront spec §9: "Footer swap retries up to 10 times at 200 ms". */
export const FOOTER_SWAP_MAX_RETRIES = 10
export const FOOTER_SWAP_RETRY_MS = 200

/**
 * Once `ready` (the footer content is loaded), looks for the mount element `targetId` and
 * returns it so the content can be swapped in (portalled) there. If the element is not in the
 * document yet, looks again every 200 ms, at most 10 more times, then gives up (returns null).
 */
export function useFooterSwap(targetId: string, ready: boolean): HTMLElement | null {
  const [target, setTarget] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (!ready) return
    let retries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      const element = document.getElementById(targetId)
      if (element) {
        setTarget(element)
      } else if (retries < FOOTER_SWAP_MAX_RETRIES) {
        retries += 1
        timer = setTimeout(attempt, FOOTER_SWAP_RETRY_MS)
      }
    }
    attempt()
    return () => clearTimeout(timer)
  }, [targetId, ready])

  return ready ? target : null
}
