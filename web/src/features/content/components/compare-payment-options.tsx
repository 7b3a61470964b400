/**
 * "Compare payment options": a button that opens the comparison of lease-to-own with other ways
 * to pay, the content page `compare-modal` (its rich texts), in a window. The window's code
 * loads when the button is first pointed at, focused or clicked, never with the page; focus
 * goes back to the button when it closes.
 */
import { Suspense, useState } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { lazyPart } from '@/lib/lazy-part'

const messages = defineMessages<{ open: NoMessageValues }>({
  open: {
    id: 'compareModal.open',
    defaultMessage: 'Compare payment options',
    description: 'Button that opens the comparison of lease-to-own with layaway and credit cards',
  },
})

const loadCompareDialog = () => import('./compare-dialog')
const CompareDialog = lazyPart(loadCompareDialog)
const preload = () => void loadCompareDialog()

export function ComparePaymentOptions() {
  const intl = useIntl()
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setOpener(event.currentTarget)}
        className={buttonStyles.secondary}
      >
        {intl.formatMessage(messages.open)}
      </button>
      {opener && (
        <Suspense fallback={null}>
          <CompareDialog returnFocus={opener} onClose={() => setOpener(null)} onLoadFailure={() => setOpener(null)} />
        </Suspense>
      )}
    </>
  )
}
