/**
 * /profile/lease-agreement: the selected lease's agreement as a readable page (a
 * `get_agreement` answer that is not OK is an error the page shows), with Print (the browser's
 * print, of the agreement alone) and Download PDF (made in the browser, lib/pdf.ts, with jsPDF
 * loaded on the first click).
 */
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import { useAppConfig } from '@/lib/app-config'
import { useAgreement } from '../api/get-agreement'
import { useLeaseFormat } from '../hooks/use-lease-format'
import { agreementDocument, type AgreementBlock } from '../lib/agreement-document'
import type { Agreement } from '../lib/lease-types'
import { agreementMessages } from '../messages'
import { LeaseLoadError } from './lease-list-notice'

function Block({ block }: { block: AgreementBlock }) {
  switch (block.kind) {
    case 'title':
      return <h2 className="text-2xl font-bold">{block.text}</h2>
    case 'heading':
      return <h3 className="mt-3 text-lg font-bold">{block.text}</h3>
    case 'paragraph':
      return <p className="mt-1">{block.text}</p>
    case 'terms':
      return (
        <dl className="mt-1 divide-y divide-neutral-200 rounded-card border border-neutral-200">
          {block.rows.map(({ term, value }) => (
            <div key={term} className="grid gap-0.5 px-1.5 py-1 sm:grid-cols-2 sm:gap-2">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return (
        <table className="mt-1 w-full text-left">
          <thead>
            <tr className="border-b border-neutral-300">
              {block.head.map((text) => (
                <th key={text} scope="col" className="py-0.5 pr-1 font-semibold">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((cells, row) => (
              <tr key={row} className="border-b border-neutral-200">
                {cells.map((text, i) => (
                  <td key={i} className="py-0.5 pr-1">
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )
  }
}

/**
 * Printing the agreement prints the document alone: not the site's header, navigation and
 * footer, nor the page's buttons. A stylesheet of this page only (React puts it in the head),
 * so the first load's CSS does not carry it.
 */
const PRINT_CSS = '@media print{body:has([data-print-document]) :is(header,nav,footer,[data-print-hide]){display:none}}'

/**
 * The PDF writer (lib/pdf.ts) and jsPDF: a chunk of their own, loaded when the customer first asks
 * for the PDF, never in the first load. The server bundle has no module loader and never makes a
 * PDF: there the branch is a rejection, and jsPDF stays out of the bundle.
 */
const loadPdf = () => (import.meta.env.SSR ? Promise.reject(new Error('The server makes no PDF')) : import('../lib/pdf'))

/** Saves `bytes` as `fileName` through a temporary link (the browser's download). */
function download(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has been handled: revoking at once may cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function AgreementText({ agreement }: { agreement: Agreement }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const { brand } = useAppConfig()
  const blocks = useMemo(() => agreementDocument(agreement, { intl, format, brandName: brand.name }), [agreement, intl, format, brand.name])

  // The PDF: being made (the button busy), or failed (a message beside the buttons; the page stays as it is).
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle')

  const onDownload = async () => {
    if (pdf === 'busy') return
    setPdf('busy')
    try {
      const { renderPdf } = await loadPdf()
      const title = `${intl.formatMessage(agreementMessages.title)} #${agreement.lease_number}`
      const bytes = renderPdf(blocks, {
        title,
        footer: (page, pages) => `${title} · ${intl.formatMessage(agreementMessages.pdfPage, { page, pages })}`,
      })
      download(bytes, `${intl.formatMessage(agreementMessages.fileName, { number: agreement.lease_number })}.pdf`)
      setPdf('idle')
    } catch {
      setPdf('failed')
    }
  }

  return (
    <>
      <style href="lease-agreement-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div data-print-hide>
        <div className="flex flex-wrap gap-1">
          <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
            {intl.formatMessage(agreementMessages.print)}
          </button>
          <button
            type="button"
            className={buttonStyles.brand}
            disabled={pdf === 'busy'}
            aria-busy={pdf === 'busy' || undefined}
            onClick={() => void onDownload()}
          >
            {intl.formatMessage(pdf === 'busy' ? agreementMessages.downloading : agreementMessages.download)}
          </button>
        </div>
        {pdf === 'failed' ? (
          <p role="alert" className="mt-1.5 rounded-card border border-danger/40 bg-red-50 p-1.5 text-sm text-danger">
            {intl.formatMessage(agreementMessages.downloadError)}
          </p>
        ) : null}
      </div>
      <article data-print-document className="mt-2 rounded-card border border-neutral-200 bg-white p-2 leading-relaxed">
        {blocks.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </article>
    </>
  )
}

/**
 * An agreement's text alone, as a lease shows it: the checkout shows the agreement of the lease
 * an order signs (the same document the portal serves once it is signed).
 */
export function AgreementDocument({ agreement }: { agreement: Agreement }) {
  const intl = useIntl()
  const format = useLeaseFormat()
  const { brand } = useAppConfig()
  const blocks = useMemo(() => agreementDocument(agreement, { intl, format, brandName: brand.name }), [agreement, intl, format, brand.name])
  return (
    <article className="leading-relaxed">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </article>
  )
}

export function LeaseAgreement({ leaseGuid }: { leaseGuid: string }) {
  const intl = useIntl()
  const agreement = useAgreement(leaseGuid)
  if (agreement.data) return <AgreementText agreement={agreement.data} />
  if (agreement.isError) {
    return (
      <LeaseLoadError
        message={intl.formatMessage(agreementMessages.loadError)}
        onRetry={() => void agreement.refetch()}
        retrying={agreement.isFetching}
      />
    )
  }
  return <InlineSpinner />
}
