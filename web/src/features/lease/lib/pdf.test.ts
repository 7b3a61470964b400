import { describe, expect, it } from 'vitest'
import type { AgreementBlock } from './agreement-document'
import { pdfString, renderPdf, textWidth, toPdfBytes, winAnsiByte, wrapText } from './pdf'

const blocks: AgreementBlock[] = [
  { kind: 'title', text: 'Contrato de arrendamiento con opción a compra' },
  { kind: 'paragraph', text: 'Firmado el 3 de noviembre de 2025 en Oak & Iron Furniture (San Antonio). “Tú” eres el cliente…' },
  { kind: 'heading', text: 'Mercancía' },
  { kind: 'table', head: ['Artículo', 'Cantidad', 'Precio al contado (cada uno)'], rows: [['Harbor Sofa, Navy', '1', '$1,299.99']] },
  { kind: 'terms', rows: [{ term: 'Precio al contado', value: '$1,299.99' }] },
]

/** The object offsets the file's cross-reference table gives, checked against where each object is. */
function checkXref(pdf: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
  const [, countText] = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref)) ?? []
  const entries = pdf.slice(startxref).split('\n').slice(3, 2 + Number(countText))
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/)
    const offset = Number(entry.slice(0, 10))
    expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
  })
}

describe('the agreement PDF', () => {
  it('is a PDF 1.4 file in ASCII whose cross-reference table points at its objects', () => {
    const pdf = renderPdf(blocks, { title: 'Contrato #100245', footer: (page, pages) => `Página ${page} de ${pages}` })
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    expect([...pdf].every((char) => char === '\n' || (char >= ' ' && char <= '~'))).toBe(true)
    checkXref(pdf)
    expect(pdf).toContain('/Count 1')
    expect(pdf).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding')
    // Spanish letters and typographic marks in WinAnsi, as octal escapes.
    expect(pdf).toContain('(Contrato de arrendamiento con opci\\363n a compra)')
    expect(pdf).toContain('\\223T\\372\\224 eres el cliente\\205')
    expect(pdf).toContain('(P\\341gina 1 de 1)')
    // Each content stream's /Length is its length.
    for (const [, length, stream] of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
      expect(stream).toHaveLength(Number(length))
    }
  })

  it('flows onto more pages when the text is long, every line inside the page', () => {
    const long: AgreementBlock[] = Array.from({ length: 40 }, (_, i) => ({
      kind: 'paragraph' as const,
      text: `Paragraph ${i + 1}. ${'Every word of the agreement is printed where it can be read. '.repeat(4)}`,
    }))
    const pdf = renderPdf(long, { title: 'Long', footer: (page, pages) => `Page ${page} of ${pages}` })
    const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1])
    expect(pages).toBeGreaterThan(1)
    expect(pdf).toContain(`(Page ${pages} of ${pages})`)
    checkXref(pdf)
    for (const [, x, y] of pdf.matchAll(/Tf ([\d.]+) ([\d.]+) Td/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(54)
      expect(Number(y)).toBeGreaterThan(0)
      expect(Number(y)).toBeLessThan(792 - 54)
    }
    expect(toPdfBytes(pdf)).toHaveLength(pdf.length)
  })

  it('wraps text inside the width, and cuts a word longer than a line', () => {
    const text = 'You will not own the merchandise until you have paid the total cost to own.'
    const lines = wrapText(text, 'regular', 10.5, 150)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join(' ')).toBe(text)
    for (const line of lines) expect(textWidth(line, 'regular', 10.5)).toBeLessThanOrEqual(150)
    const cut = wrapText('W'.repeat(40), 'bold', 10, 100)
    expect(cut.join('')).toBe('W'.repeat(40))
    for (const line of cut) expect(textWidth(line, 'bold', 10)).toBeLessThanOrEqual(100)
  })

  it('escapes PDF string delimiters and writes what WinAnsi lacks as ?', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)')
    expect(winAnsiByte('ñ')).toBe(0xf1)
    expect(winAnsiByte('€')).toBe(0x80)
    expect(winAnsiByte('\u202f')).toBe(0xa0)
    expect(pdfString('漢')).toBe('(?)')
  })
})
