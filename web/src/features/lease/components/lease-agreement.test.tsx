/**
 * The agreement page's Download PDF: the PDF writer (lib/pdf.ts, jsPDF) is loaded on the click;
 * the button is busy meanwhile; the file is saved under the catalogue's name; a failure is said
 * beside the button and the page stays as it was.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CUSTOMER_LOGGED_IN_KEY } from '@/lib/session-storage'
import { fakeAuth } from '@/testing/auth'
import { DEMO_LEASE_CUSTOMER } from '@/testing/idp'
import { renderApp } from '@/testing/render'
import type * as PdfModule from '../lib/pdf'

/** The first import of lib/pdf.ts waits for `loaded` (the chunk on its way); `fail` makes renderPdf throw. */
const pdfModule = vi.hoisted(() => {
  let release = () => {}
  const loaded = new Promise<void>((resolve) => (release = resolve))
  return { loaded, release, fail: false, imports: 0 }
})

vi.mock('../lib/pdf', async (importOriginal) => {
  pdfModule.imports++
  await pdfModule.loaded
  const real = await importOriginal<typeof PdfModule>()
  return {
    ...real,
    renderPdf: (...args: Parameters<typeof real.renderPdf>) => {
      if (pdfModule.fail) throw new Error('no PDF today')
      return real.renderPdf(...args)
    },
  }
})

function signInMaria() {
  fakeAuth.customers.set(DEMO_LEASE_CUSTOMER.email, { ...DEMO_LEASE_CUSTOMER, c_northwindCustomerGuid: 'guid-cust-maria' })
  fakeAuth.signedIn({ ...DEMO_LEASE_CUSTOMER })
  window.sessionStorage.setItem(CUSTOMER_LOGGED_IN_KEY, 'true')
}

/** The browser's download, caught: the object URL's Blob and the link's clicks. */
function catchDownloads() {
  const createObjectURL = vi.fn((_: Blob) => 'blob:agreement')
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  const clicks: { download: string; href: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ download: this.download, href: this.href })
  })
  return { clicks, blob: () => createObjectURL.mock.calls[0]?.[0] }
}

describe('the agreement’s Download PDF', () => {
  beforeEach(() => {
    pdfModule.fail = false
    signInMaria()
  })

  it('loads the PDF writer on the click, busy meanwhile, then saves the agreement as a PDF', async () => {
    const downloads = catchDownloads()
    const { user } = renderApp('/es/profile/lease-agreement')
    await screen.findByRole('heading', { level: 2, name: 'Contrato de arrendamiento con opción a compra' })
    // Not loaded with the page.
    expect(pdfModule.imports).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }))
    const busy = await screen.findByRole('button', { name: 'Preparando el PDF…' })
    expect(busy).toBeDisabled()
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(pdfModule.imports).toBe(1)
    expect(downloads.clicks).toEqual([])

    pdfModule.release()
    await waitFor(() => expect(downloads.clicks).toEqual([{ download: 'contrato-de-arrendamiento-100245.pdf', href: 'blob:agreement' }]))
    const ready = await screen.findByRole('button', { name: 'Descargar PDF' })
    expect(ready).toBeEnabled()
    expect(ready).not.toHaveAttribute('aria-busy')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    const blob = downloads.blob()!
    expect(blob.type).toBe('application/pdf')
    const file = new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()))
    expect(file.startsWith('%PDF-')).toBe(true)
    // The agreement's text, in Spanish, as the page shows it (uncompressed, WinAnsi: ó is one byte).
    expect(file).toContain('(Contrato de arrendamiento con opción a compra) Tj')
    expect(file).toContain('(Mercancía) Tj')
    expect(file).toContain('/Title (Contrato de arrendamiento con opción a compra #100245)')
    expect(file).toMatch(/\(Contrato de arrendamiento con opción a compra #100245 · Página 1 de \d\) Tj/)
  }, 15_000)

  it('says so when the PDF cannot be made, keeps the page, and tries again on the next click', async () => {
    pdfModule.release()
    pdfModule.fail = true
    const downloads = catchDownloads()
    const { user } = renderApp('/profile/lease-agreement')
    const article = (await screen.findByRole('heading', { level: 2, name: 'Rental-Purchase Agreement' })).closest('article')!

    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't make the PDF. Please try again.")
    expect(downloads.clicks).toEqual([])
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled()
    expect(within(article).getByRole('heading', { level: 3, name: 'No ownership until paid' })).toBeInTheDocument()

    pdfModule.fail = false
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(downloads.clicks).toEqual([{ download: 'lease-agreement-100245.pdf', href: 'blob:agreement' }]))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
