/** A Wi-Fi signal struck through: decoration beside the offline texts. */
export function OfflineIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 3.3-2M15.6 10.7a10 10 0 0 1 3.4 1.9M8.5 16.1a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="0.8" fill="currentColor" />
      <path d="M3 3l18 18" />
    </svg>
  )
}
