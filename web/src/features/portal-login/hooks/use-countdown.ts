import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A whole-second countdown (e.g. "Resend code in 27 seconds"): `start(seconds)` (re)starts it,
 * `secondsLeft` is 0 when it is over. Computed from the end time, so a slow tab stays right.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0)
  const end = useRef(0)

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds))
    end.current = Date.now() + whole * 1000
    setSecondsLeft(whole)
  }, [])

  const running = secondsLeft > 0
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((end.current - Date.now()) / 1000)))
    }, 1000)
    return () => clearInterval(timer)
  }, [running])

  return { secondsLeft, start }
}
