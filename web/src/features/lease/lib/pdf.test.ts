import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { catalogue } from '@/testing/handlers'
import { agreementFixture, MARIA_LEASES } from '@/testing/lease'
import { agreementDocument, type AgreementBlock } from './agreement-document'
import { leaseFormatters } from './formatters'
import { renderPdf, winAnsiText } from './pdf'

/** The file as text, one character per byte. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')

/** WinAnsi's 0x80–0x9F (Node's TextDecoder decodes windows-1252 as Latin-1). */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const fromWinAnsi = (bytes: string) =>
  Array.from(bytes, (char) => {
    const byte = char.charCodeAt(0)
    return byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80[byte - 0x80] : char
  }).join('')

interface Shown {
  text: string
  x: number
  y: number
  /** The font resource (jsPDF: /F1 Helvetica, /F2 Helvetica-Bold) and size in use. */
  font: string
  size: number
}

/**
 * What each page of the (uncompressed) file shows: its content streams read operator by
 * operator — font (Tf), position (Td) and the string shown (Tj), decoded from WinAnsi.
 */
function pagesOf(bytes: Uint8Array): Shown[][] {
  const file = latin1(bytes)
  const pages: Shown[][] = []
  for (const [, stream = ''] of file.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const shown: Shown[] = []
    let font = ''
    let size = 0
    let x = 0
    let y = 0
    for (const [, fontName, fontSize, tdX, tdY, string] of stream.matchAll(
      /\/(\w+) ([\d.]+) Tf|([\d.-]+) ([\d.-]+) Td|\(((?:\\[\s\S]|[^\\)])*)\) Tj/g,
    )) {
      if (fontName) [font, size] = [fontName, Number(fontSize)]
      else if (tdX) [x, y] = [Number(tdX), Number(tdY)]
      else if (string !== undefined) {
        shown.push({ text: fromWinAnsi(string.replace(/\\([\s\S])/g, '$1')), x, y, font, size })
      }
    }
    if (shown.length) pages.push(shown)
  }
  return pages
}

/** Every text of the blocks, in reading order. */
function textsOf(blocks: AgreementBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'terms':
        return block.rows.flatMap(({ term, value }) => [term, value])
      case 'table':
        return [...block.head, ...block.rows.flat()]
      default:
        return [block.text]
    }
  })
}

const squeeze = (text: string) => text.replace(/\s+/g, '')

const esIntl = createIntl({ locale: 'es-US', defaultLocale: 'en-US', messages: catalogue('es-US') })
const spanish = agreementDocument(agreementFixture(MARIA_LEASES.active, 'es-US'), {
  intl: esIntl,
  format: leaseFormatters(esIntl, 'USD'),
  brandName: 'Northwind Lease',
})
const footer = (page: number, pages: number) => `Contrato #100245 · Página ${page} de ${pages}`

describe('the agreement PDF (jsPDF)', () => {
  it('is a PDF with the Spanish agreement, every word in order, its letters in WinAnsi', () => {
    const bytes = renderPdf(spanish, { title: 'Contrato de arrendamiento con opción a compra #100245', footer })
    const file = latin1(bytes)
    expect(file.startsWith('%PDF-')).toBe(true)
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(file).toContain('/Encoding /WinAnsiEncoding')
    expect(file).toContain('/Title (Contrato de arrendamiento con opci\u00f3n a compra #100245)')

    const pages = pagesOf(bytes)
    expect(pages.length).toBeGreaterThanOrEqual(1)
    // Each page ends with its footer; the rest is the agreement, word for word and in order.
    pages.forEach((shown, i) => expect(shown.at(-1)?.text).toBe(footer(i + 1, pages.length)))
    const body = pages.flatMap((shown) => shown.slice(0, -1))
    expect(squeeze(body.map((line) => line.text).join(''))).toBe(squeeze(textsOf(spanish).join('')))

    // Spanish letters and the typographic marks come out as themselves (single WinAnsi bytes).
    const all = body.map((line) => line.text).join(' ')
    expect(all).toContain('Contrato de arrendamiento con opción a compra')
    expect(all).toContain('Mercancía')
    expect(all).toMatch(/“tú”/)
    expect(file).toContain('(Contrato de arrendamiento con opci\u00f3n a compra) Tj')
    expect(file).toContain('(Mercanc\u00eda) Tj')
    // The title in bold 18 pt, the headings in bold 13 pt.
    expect(body[0]).toMatchObject({ text: 'Contrato de arrendamiento con opción a compra', font: 'F2', size: 18, x: 54 })
    expect(body.find((line) => line.text === 'Mercancía')).toMatchObject({ font: 'F2', size: 13 })
  })

  it('flows onto more pages when the text is long, every line inside the page, each page numbered', () => {
    const long: AgreementBlock[] = Array.from({ length: 40 }, (_, i) => ({
      kind: 'paragraph' as const,
      text: `Paragraph ${i + 1}. ${'Every word of the agreement is printed where it can be read. '.repeat(4)}`,
    }))
    const bytes = renderPdf(long, { title: 'Long', footer: (page, pages) => `Page ${page} of ${pages}` })
    const pages = pagesOf(bytes)
    expect(pages.length).toBeGreaterThan(1)
    expect(latin1(bytes)).toContain(`/Count ${pages.length}`)
    pages.forEach((shown, i) => {
      expect(shown.at(-1)).toMatchObject({ text: `Page ${i + 1} of ${pages.length}`, x: 54, y: 32 })
      for (const line of shown.slice(0, -1)) {
        expect(line.x).toBeGreaterThanOrEqual(54)
        expect(line.y).toBeGreaterThanOrEqual(54)
        expect(line.y).toBeLessThan(792 - 54)
      }
    })
    const body = pages.flatMap((shown) => shown.slice(0, -1).map((line) => line.text))
    expect(squeeze(body.join(''))).toBe(squeeze(textsOf(long).join('')))
    // Paragraph 40 is on the last page.
    expect(pages.at(-1)?.some((line) => line.text.startsWith('Paragraph 40.'))).toBe(true)
  })

  it('wraps a long cell inside its column and cuts a word longer than a line', () => {
    const blocks: AgreementBlock[] = [
      { kind: 'terms', rows: [{ term: 'Precio al contado', value: 'W'.repeat(120) }] },
      { kind: 'paragraph', text: 'You will not own the merchandise until you have paid the total cost to own. '.repeat(3) },
    ]
    const [page = []] = pagesOf(renderPdf(blocks, { title: 'Wrap' }))
    const cut = page.filter((line) => /^W+$/.test(line.text))
    expect(cut.length).toBeGreaterThan(1)
    expect(cut.map((line) => line.text).join('')).toBe('W'.repeat(120))
    // Value column: x = 54 + 190, width 314 pt; a W is 0.944 em of 10 pt.
    for (const line of cut) {
      expect(line.x).toBe(244)
      expect(line.text.length * 9.44).toBeLessThanOrEqual(314)
    }
    const paragraph = page.filter((line) => line.size === 10.5)
    expect(paragraph.length).toBeGreaterThan(1)
    expect(paragraph.map((line) => line.text).join(' ')).toBe(blocks[1]?.kind === 'paragraph' ? blocks[1].text.trim() : '')
    for (const line of paragraph) expect(line.text).toBe(line.text.trim())
  })

  it('writes what the standard fonts lack as ?, and the spaces Intl uses as a no-break space', () => {
    expect(winAnsiText('¿Sí? ¡Ñandú! “ok” — 5 €…')).toBe('¿Sí? ¡Ñandú! “ok” — 5 €…')
    expect(winAnsiText('1\u202f234\u2009m\u20072')).toBe('1\u00a0234\u00a0m\u00a02')
    expect(winAnsiText('漢 😀\nx')).toBe('? ? x')
    const [page = []] = pagesOf(renderPdf([{ kind: 'paragraph', text: 'Precio (a) \\ 漢 ñ' }], { title: 'Escapes' }))
    expect(page.map((line) => line.text)).toEqual(['Precio (a) \\ ? ñ'])
  })
})
