/**
 * The lease agreement's PDF (the page's Download PDF), made with jsPDF: US Letter pages of
 * wrapped text in the PDF's standard Helvetica and Helvetica-Bold fonts (every reader has them,
 * nothing is embedded), WinAnsi-encoded — which holds every letter of English and Spanish
 * (á é í ó ú ü ñ ¿ ¡) and the typographic quotes, dashes and ellipsis. Streams are left
 * uncompressed (the agreement is a few kB of text), so the file's text can be read and checked.
 *
 * jsPDF is large: this module is loaded only when the customer asks for the PDF
 * (components/lease-agreement.tsx imports it with `import()`), never in the first load.
 */
import { jsPDF } from 'jspdf'
import type { AgreementBlock } from './agreement-document'

export type PdfFont = 'regular' | 'bold'

/** WinAnsi's characters outside Latin-1 (jsPDF maps them to their WinAnsi bytes). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/**
 * `text` in the characters the standard fonts have. Given one they lack, jsPDF writes the whole
 * line as two-byte codes the WinAnsi fonts print as garbage, so: the spaces Intl writes in
 * numbers and dates (narrow, thin and figure spaces) become a no-break space, line breaks and
 * tabs a space, and any other character outside WinAnsi a `?`.
 */
export function winAnsiText(text: string): string {
  return text
    .replace(/[\u2007\u2009\u202f]/g, '\u00a0')
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, (char) => (WIN_ANSI_EXTRA.has(char) ? char : '?'))
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
/** The footer's baseline, from the top of the page (32 pt above its bottom). */
const FOOTER_BASELINE = PAGE_HEIGHT - 32
/** The lowest the text goes, from the top of the page. */
const BOTTOM = PAGE_HEIGHT - MARGIN - 12

const STYLE = {
  title: { font: 'bold', size: 18, leading: 24, before: 0, after: 8 },
  heading: { font: 'bold', size: 13, leading: 18, before: 12, after: 4 },
  paragraph: { font: 'regular', size: 10.5, leading: 14, before: 0, after: 6 },
  cell: { font: 'regular', size: 10, leading: 13, before: 0, after: 4 },
} as const

const FONT_STYLE: Record<PdfFont, string> = { regular: 'normal', bold: 'bold' }

interface Cell {
  text: string
  font: PdfFont
  x: number
  width: number
}

/**
 * The PDF file of `blocks`. `title` goes into the document information; `footer(page, pages)`
 * is written at the bottom of each page.
 */
export function renderPdf(
  blocks: AgreementBlock[],
  { title, footer }: { title: string; footer?: (page: number, pages: number) => string },
): Uint8Array<ArrayBuffer> {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait', compress: false, putOnlyUsedFonts: true })
  doc.setProperties({ title: winAnsiText(title), creator: 'Leasefront' })

  const setFont = (font: PdfFont, size: number) => doc.setFont('helvetica', FONT_STYLE[font]).setFontSize(size)
  /** `text` wrapped to `width` points, at its spaces (jsPDF cuts a word longer than a line). */
  const wrap = (text: string, font: PdfFont, size: number, width: number): string[] => {
    setFont(font, size)
    const lines = doc.splitTextToSize(winAnsiText(text).replace(/ {2,}/g, ' ').trim(), width) as string[]
    return lines.length ? lines : ['']
  }

  // `y`: the top of the next line, from the top of the page.
  let y = MARGIN
  let pageHasText = false
  /** Room for `height` points, on a new page when this one is full. */
  const room = (height: number) => {
    if (y + height > BOTTOM && pageHasText) {
      doc.addPage()
      y = MARGIN
      pageHasText = false
    }
  }
  const put = (text: string, font: PdfFont, size: number, x: number, top: number) => {
    if (!text) return
    setFont(font, size).text(text, x, top + size)
    pageHasText = true
  }
  /** One row of columns, each wrapped in its own width; the row stays on one page. */
  const row = (cells: Cell[], style: { size: number; leading: number; after: number }) => {
    const wrapped = cells.map((cell) => wrap(cell.text, cell.font, style.size, cell.width))
    const height = Math.max(...wrapped.map((lines) => lines.length)) * style.leading
    room(height)
    wrapped.forEach((lines, i) => {
      const cell = cells[i] as Cell
      lines.forEach((text, n) => put(text, cell.font, style.size, cell.x, y + n * style.leading))
    })
    y += height + style.after
  }

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'paragraph': {
        const style = STYLE[block.kind]
        if (pageHasText) y += style.before
        // A heading keeps at least two lines of what follows with it.
        if (block.kind === 'heading') room(style.leading + 2 * STYLE.paragraph.leading)
        for (const text of wrap(block.text, style.font, style.size, CONTENT_WIDTH)) {
          room(style.leading)
          put(text, style.font, style.size, MARGIN, y)
          y += style.leading
        }
        y += style.after
        break
      }
      case 'terms': {
        const termWidth = 190
        for (const { term, value } of block.rows) {
          row(
            [
              { text: term, font: 'bold', x: MARGIN, width: termWidth - 12 },
              { text: value, font: 'regular', x: MARGIN + termWidth, width: CONTENT_WIDTH - termWidth },
            ],
            STYLE.cell,
          )
        }
        y += STYLE.paragraph.after
        break
      }
      case 'table': {
        const columns = block.head.length
        const first = columns > 1 ? CONTENT_WIDTH * 0.55 : CONTENT_WIDTH
        const other = columns > 1 ? (CONTENT_WIDTH - first) / (columns - 1) : 0
        const cells = (texts: string[], font: PdfFont): Cell[] =>
          texts.map((text, i) => ({
            text,
            font,
            x: i === 0 ? MARGIN : MARGIN + first + (i - 1) * other,
            width: (i === 0 ? first : other) - 8,
          }))
        row(cells(block.head, 'bold'), STYLE.cell)
        for (const texts of block.rows) row(cells(texts, 'regular'), STYLE.cell)
        y += STYLE.paragraph.after
        break
      }
    }
  }

  if (footer) {
    const pages = doc.getNumberOfPages()
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page)
      setFont('regular', 9).text(winAnsiText(footer(page, pages)), MARGIN, FOOTER_BASELINE)
    }
  }
  return new Uint8Array(doc.output('arraybuffer'))
}
