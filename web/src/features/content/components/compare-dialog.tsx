/**
 * The comparison window: the content page `compare-modal` — its name the window's title, its
 * rich texts the body — with Close. While it loads a spinner; when it can't be had, a message
 * in its place (the window still closes).
 */
import * as Dialog from '@radix-ui/react-dialog'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { ModalFrame } from '@/components/ui/modal-frame'
import { usePage } from '../api/get-page'
import { richTexts } from '../lib/rich-texts'
import { ContentHtml } from './content-html'
import '@/styles/later.css'

export const COMPARE_PAGE_ID = 'compare-modal'

const messages = defineMessages<{ title: NoMessageValues; close: NoMessageValues; loadError: NoMessageValues }>({
  title: {
    id: 'compareModal.title',
    defaultMessage: 'Compare payment options',
    description: 'Title of the comparison window while its content loads or when it could not be loaded',
  },
  close: {
    id: 'compareModal.close',
    defaultMessage: 'Close',
    description: 'Comparison window: the button that closes it',
  },
  loadError: {
    id: 'compareModal.loadError',
    defaultMessage: 'The comparison could not be loaded. Please try again later.',
    description: 'Comparison window: shown instead of the comparison when it could not be loaded',
  },
})

export default function CompareDialog({ returnFocus, onClose }: { returnFocus: HTMLElement; onClose: () => void }) {
  const intl = useIntl()
  const page = usePage(COMPARE_PAGE_ID)
  const loaded = page && !('error' in page) ? page : null
  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-[720px] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-card bg-white p-4 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold">{loaded ? loaded.name : intl.formatMessage(messages.title)}</Dialog.Title>
      {page === undefined ? (
        <InlineSpinner />
      ) : loaded ? (
        <ContentHtml html={richTexts(loaded).join('')} />
      ) : (
        <p role="alert" className="text-ink-muted">
          {intl.formatMessage(messages.loadError)}
        </p>
      )}
      <Dialog.Close className={`${buttonStyles.secondary} self-end`}>{intl.formatMessage(messages.close)}</Dialog.Close>
    </ModalFrame>
  )
}
