/**
 * The cookie preferences window: necessary cookies (always on), and a checkbox each for
 * performance and marketing, checked as the visitor last chose (unchecked before any choice).
 * Save my choices keeps what is checked, Accept all checks both and keeps that; Escape, the
 * backdrop or the × close it without saving. Focus goes back to what opened it.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { ModalFrame } from '@/components/ui/modal-frame'
import { useConsent } from '../hooks/use-consent'
import { ACCEPT_ALL, type ConsentChoice } from '../lib/consent-rules'
import { saveConsent } from '../lib/consent-store'
import { consentMessages as m } from '../messages'
import '@/styles/later.css'

export function ConsentDialog({ onClose, returnFocus }: { onClose: () => void; returnFocus?: HTMLElement | null }) {
  const intl = useIntl()
  const current = useConsent()
  const [choice, setChoice] = useState<ConsentChoice>(() => current ?? { performance: false, marketing: false })
  const ids = { necessary: useId(), performance: useId(), marketing: useId() }

  const save = (event: FormEvent) => {
    event.preventDefault()
    saveConsent(choice)
    onClose()
  }

  return (
    <ModalFrame
      onClose={onClose}
      returnFocus={returnFocus}
      className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-32px)] max-w-[560px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-3 shadow-xl outline-none sm:p-4"
    >
      <div className="flex items-start justify-between gap-1">
        <Dialog.Title className="text-2xl font-bold">{intl.formatMessage(m.dialogTitle)}</Dialog.Title>
        <Dialog.Close
          aria-label={intl.formatMessage(m.close)}
          className="rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          {/* The × as text: the icon's module would be one more chunk for the page's entry to name. */}
          <span aria-hidden="true" className="block size-2.5 text-center text-2xl leading-5">
            ×
          </span>
        </Dialog.Close>
      </div>
      <p className="mt-1">{intl.formatMessage(m.dialogIntro)}</p>
      <form onSubmit={save} className="mt-2">
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          <li className="flex gap-1.5 py-1.5">
            <input
              id={ids.necessary}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${ids.necessary}-text`}
              className="mt-0.5 size-2.5 shrink-0 accent-primary"
            />
            <div>
              <label htmlFor={ids.necessary} className="font-semibold">
                {intl.formatMessage(m.necessary)} <span className="font-normal text-ink-muted">({intl.formatMessage(m.alwaysOn)})</span>
              </label>
              <p id={`${ids.necessary}-text`} className="text-sm text-ink-muted">
                {intl.formatMessage(m.necessaryText)}
              </p>
            </div>
          </li>
          {(['performance', 'marketing'] as const).map((kind) => (
            <li key={kind} className="flex gap-1.5 py-1.5">
              <input
                id={ids[kind]}
                type="checkbox"
                checked={choice[kind]}
                onChange={(event) => setChoice((was) => ({ ...was, [kind]: event.target.checked }))}
                aria-describedby={`${ids[kind]}-text`}
                className="mt-0.5 size-2.5 shrink-0 accent-primary"
              />
              <div>
                <label htmlFor={ids[kind]} className="font-semibold">
                  {intl.formatMessage(m[kind])}
                </label>
                <p id={`${ids[kind]}-text`} className="text-sm text-ink-muted">
                  {intl.formatMessage(kind === 'performance' ? m.performanceText : m.marketingText)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap justify-end gap-1">
          <button type="submit" className={buttonStyles.secondary}>
            {intl.formatMessage(m.save)}
          </button>
          <button
            type="button"
            className={buttonStyles.brand}
            onClick={() => {
              saveConsent(ACCEPT_ALL)
              onClose()
            }}
          >
            {intl.formatMessage(m.acceptAll)}
          </button>
        </div>
      </form>
    </ModalFrame>
  )
}
