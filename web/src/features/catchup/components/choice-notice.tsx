import type { Ref } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { CATCHUP_PLANS_PATH } from '@/lib/portal'

/**
 * Instead of a review or a result: no plan was chosen, or the plan chosen is no longer offered
 * ("This offer has changed"), with the way back to the options (fresh ones: the plans query
 * was invalidated or is refetched on arrival).
 */
export function ChoiceNotice({
  heading,
  text,
  link,
  tone = 'plain',
  headingRef,
}: {
  heading: MessageDescriptor
  text: MessageDescriptor
  link: MessageDescriptor
  tone?: 'plain' | 'alert'
  /** Given, the heading can take the focus (a result that replaced the page's content). */
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const intl = useIntl()
  return (
    <div
      role={tone === 'alert' ? 'alert' : undefined}
      className={`flex flex-col items-start gap-1 rounded-card border p-3 ${tone === 'alert' ? 'border-danger/40 bg-red-50' : 'border-dashed border-neutral-500 bg-surface'}`}
    >
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-lg font-bold outline-none">
        {intl.formatMessage(heading)}
      </h2>
      <p>{intl.formatMessage(text)}</p>
      <Link to={CATCHUP_PLANS_PATH} className={`${buttonStyles.secondary} mt-1`}>
        {intl.formatMessage(link)}
      </Link>
    </div>
  )
}
