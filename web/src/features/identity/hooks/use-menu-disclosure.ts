import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A disclosure menu's open state: its button toggles it; a route change, a click outside or
 * leaving it with Tab closes it; Escape closes it and gives the focus back to the button.
 */
export function useMenuDisclosure() {
  const { pathname } = useLocation()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  // Close when the route changes.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  // While open: a click outside or Tab out of it closes it; Escape closes it and refocuses the button.
  useEffect(() => {
    const root = rootRef.current
    if (!open || !root) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  return {
    open,
    rootRef,
    buttonRef,
    toggle: () => setOpen((v) => !v),
    /** Closes it and gives the focus back to its button (before an action of the menu). */
    closeAndFocus: () => {
      setOpen(false)
      buttonRef.current?.focus()
    },
  }
}
