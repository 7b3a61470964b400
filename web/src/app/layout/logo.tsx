/** The brand mark: a rounded green tile with a white north-pointing wind arrow. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className} focusable="false">
      <rect width="40" height="40" rx="10" fill="#0B6E4F" />
      <path d="M20 7 29 30l-9-5-9 5 9-23Z" fill="#fff" />
      <path d="M20 7v18l-9 5 9-23Z" fill="#F2A541" />
    </svg>
  )
}
