import { Component, type ReactNode } from 'react'

interface CrashBoundaryProps {
  children: ReactNode
  fallback: (error: unknown) => ReactNode
  /** Told of the error (instead of the console). */
  onError?: (error: unknown) => void
}

interface CrashBoundaryState {
  error: unknown
  hasError: boolean
}

/** A plain React error boundary; remount it (change its key) to reset it. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: undefined, hasError: false }

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, hasError: true }
  }

  override componentDidCatch(error: unknown): void {
    ;(this.props.onError ?? console.error)(error)
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback(this.state.error) : this.props.children
  }
}
