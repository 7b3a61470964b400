import { createContext, use } from 'react'

/** Toast duration 5000 ms. */
export const TOAST_DURATION_MS = 5000

export type ToastStatus = 'success' | 'error' | 'info'

export interface ToastOptions {
  /** Already-translated title. */
  title: string
  /** Already-translated description. */
  description?: string
  status?: ToastStatus
  /** Defaults to TOAST_DURATION_MS. */
  duration?: number
}

export interface ToastApi {
  toast: (options: ToastOptions) => number
  dismiss: (id: number) => void
}

export const ToastContext = createContext<ToastApi | null>(null)

/** `const { toast } = useToast(); toast({ title, status: 'success' })`. */
export function useToast(): ToastApi {
  const api = use(ToastContext)
  if (!api) throw new Error('useToast must be used within a ToastProvider')
  return api
}
