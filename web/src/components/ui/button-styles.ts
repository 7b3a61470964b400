/** Class names shared by buttons and button-looking links. */
const base =
  'inline-flex min-h-6 items-center justify-center gap-1 rounded-card px-3 py-1.5 text-base font-semibold ' +
  'transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

export const buttonStyles = {
  /** Call to action: warm accent with near-black text (contrast ≥ 4.5:1). */
  primary: `${base} bg-accent text-ink hover:bg-accent-600`,
  /** Secondary action: brand green outline. */
  secondary: `${base} border-2 border-primary bg-white text-primary hover:bg-primary-50`,
  /** Secondary action on the brand green background. */
  onDark: `${base} border-2 border-white text-white hover:bg-white/10`,
  /** Solid brand green. */
  brand: `${base} bg-primary text-white hover:bg-primary-700`,
} as const
