import type { ReactNode } from 'react'

/** The auth layout: one centred card on a soft surface. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface py-4 md:py-8">
      <div className="page-container">
        <div className="mx-auto w-full max-w-[480px] rounded-card bg-white p-3 shadow-sm ring-1 ring-neutral-200 md:p-4">{children}</div>
      </div>
    </div>
  )
}
