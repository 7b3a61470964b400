import { useIntl } from 'react-intl'
import { plansMessages } from '../messages'

/** The shape of /catch-up-plans while the plans load: the slider and three payments, pulsing. */
export function PlansSkeleton() {
  const intl = useIntl()
  const bar = 'rounded-full bg-neutral-200'
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{intl.formatMessage(plansMessages.loading)}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-3">
        <div className="flex flex-col gap-1.5 rounded-card border border-neutral-200 bg-white p-2">
          <div className={`${bar} h-2.5 w-1/3`} />
          <div className={`${bar} h-2 w-full`} />
          <div className={`${bar} h-2 w-2/3`} />
        </div>
        <div className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div key={card} className="flex flex-col gap-1 rounded-card border border-neutral-200 bg-white p-2">
              <div className={`${bar} h-2 w-1/2`} />
              <div className={`${bar} h-2.5 w-2/3`} />
              <div className={`${bar} h-2 w-full`} />
              <div className={`${bar} h-2 w-full`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
