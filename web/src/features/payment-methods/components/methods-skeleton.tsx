import { useIntl } from 'react-intl'
import { listMessages } from '../messages'

/** The shape of the page while the methods load: the autopay panel and two methods, pulsing. */
export function MethodsSkeleton() {
  const intl = useIntl()
  const bar = 'rounded-full bg-neutral-200'
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{intl.formatMessage(listMessages.loading)}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
        <div className="flex items-center justify-between gap-2 rounded-card border border-neutral-200 bg-white p-2">
          <div className="flex grow flex-col gap-1">
            <div className={`${bar} h-2.5 w-1/3`} />
            <div className={`${bar} h-2 w-full`} />
          </div>
          <div className="h-4 w-8 rounded-full bg-neutral-200" />
        </div>
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-2 rounded-card border border-neutral-200 bg-white p-2">
            <div className="size-5 rounded-lg bg-neutral-200" />
            <div className="flex grow flex-col gap-1">
              <div className={`${bar} h-2.5 w-1/2`} />
              <div className={`${bar} h-2 w-2/3`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
