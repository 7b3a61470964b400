import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '@/components/ui/close-icon'
import { TOAST_DURATION_MS } from './toast-context'
import type { ToastItem } from './toast-provider'

const statusStyles = {
  success: 'border-l-primary',
  error: 'border-l-danger',
  info: 'border-l-accent',
} as const

/** One toast: closes itself after its duration (paused while hovered or focused). */
export default function ToastView({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem
  onDismiss: (id: number) => void
  closeLabel: string
}) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const remaining = useRef(toast.duration ?? TOAST_DURATION_MS)

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, toast.id, onDismiss])

  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={`pointer-events-auto flex items-start gap-2 rounded-card border border-l-8 border-neutral-200 bg-white p-2 text-ink shadow-lg ${statusStyles[toast.status ?? 'info']}`}
    >
      <div className="grow">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm text-ink-muted">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
        className="-m-0.5 rounded-full p-0.5 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
      >
        <CloseIcon />
      </button>
    </li>
  )
}
