/**
 * A small PDF writer for the lease agreement's download (no dependency): US Letter pages of
 * wrapped text in the PDF's standard Helvetica and Helvetica-Bold fonts (every reader has them,
 * nothing is embedded), WinAnsi-encoded — which holds every letter of English and Spanish
 * (á é í ó ú ü ñ ¿ ¡) and the typographic quotes, dashes and ellipsis. Characters outside it
 * print as `?`. The file is plain ASCII (other bytes are written as octal escapes inside the
 * strings), so its byte offsets are its character offsets.
 *
 * Pure: blocks in, the file's text out (toPdfBytes() makes the bytes of a Blob).
 */
import type { AgreementBlock } from './agreement-document'

// Advance widths (1/1000 em) of the characters 32–126, from the fonts' standard AFM metrics.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]

/** WinAnsi bytes of the characters outside Latin-1 that it has. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
  // Spaces Intl writes in numbers and dates (narrow and thin no-break spaces): a no-break space.
  '\u202f': 0xa0, '\u2009': 0xa0, '\u2007': 0xa0,
}

/** Widths of the WinAnsi characters above 126 that matter for wrapping (others: their base letter's). */
const WIDE: Record<number, [number, number]> = {
  0x85: [1000, 1000], 0x91: [222, 278], 0x92: [222, 278], 0x93: [333, 500], 0x94: [333, 500], 0x95: [350, 350],
  0x96: [556, 556], 0x97: [1000, 1000], 0xa0: [278, 278], 0xa1: [333, 333], 0xbf: [611, 611], 0x80: [556, 556],
}

export type PdfFont = 'regular' | 'bold'

/** The WinAnsi byte of a character; `?` (63) for one it does not have. */
export function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 63
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code
  return WIN_ANSI[char] ?? 63
}

function byteWidth(byte: number, font: PdfFont): number {
  const bold = font === 'bold'
  if (byte >= 32 && byte <= 126) return (bold ? HELVETICA_BOLD : HELVETICA)[byte - 32] ?? 556
  const wide = WIDE[byte]
  if (wide) return bold ? wide[1] : wide[0]
  // Accented letters are as wide as their base letter.
  const base = String.fromCharCode(byte).normalize('NFD').codePointAt(0) ?? 0
  if (base >= 32 && base <= 126) return (bold ? HELVETICA_BOLD : HELVETICA)[base - 32] ?? 556
  return 556
}

/** The width of `text` in points at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0
  for (const char of text) units += byteWidth(winAnsiByte(char), font)
  return (units * size) / 1000
}

/** Splits `text` into lines no wider than `width` points (a word longer than a line is cut). */
export function wrapText(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (textWidth(candidate, font, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    // A word wider than the line: cut it where it fills the line.
    let rest = word
    while (textWidth(rest, font, size) > width) {
      const chars = Array.from(rest)
      let fit = 1
      while (fit < chars.length && textWidth(chars.slice(0, fit + 1).join(''), font, size) <= width) fit++
      lines.push(chars.slice(0, fit).join(''))
      rest = chars.slice(fit).join('')
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines.length ? lines : ['']
}

/** A PDF string literal of `text`, WinAnsi-encoded, in ASCII. */
export function pdfString(text: string): string {
  let out = '('
  for (const char of text) {
    const byte = winAnsiByte(char)
    if (byte === 40 || byte === 41 || byte === 92) out += `\\${String.fromCharCode(byte)}`
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `${out})`
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const FOOTER_Y = 32

interface Placed {
  text: string
  font: PdfFont
  size: number
  x: number
  y: number
}

const STYLE = {
  title: { font: 'bold', size: 18, leading: 24, before: 0, after: 8 },
  heading: { font: 'bold', size: 13, leading: 18, before: 12, after: 4 },
  paragraph: { font: 'regular', size: 10.5, leading: 14, before: 0, after: 6 },
  cell: { font: 'regular', size: 10, leading: 13, before: 0, after: 4 },
} as const

/** Lays the blocks out on pages: the lines of each page, placed. */
function layout(blocks: AgreementBlock[]): Placed[][] {
  const pages: Placed[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN
  const bottom = MARGIN + 12
  const page = () => pages[pages.length - 1] as Placed[]
  /** Room for `height` points, on a new page when this one is full. */
  const room = (height: number) => {
    if (y - height < bottom && page().length > 0) {
      pages.push([])
      y = PAGE_HEIGHT - MARGIN
    }
  }
  /** One row of columns, each wrapped in its own width; the row stays on one page. */
  const row = (cells: { text: string; font: PdfFont; x: number; width: number }[], size: number, leading: number, after: number) => {
    const wrapped = cells.map((cell) => wrapText(cell.text, cell.font, size, cell.width))
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading
    room(height)
    wrapped.forEach((lines, i) => {
      const cell = cells[i] as (typeof cells)[number]
      lines.forEach((text, n) => page().push({ text, font: cell.font, size, x: cell.x, y: y - size - n * leading }))
    })
    y -= height + after
  }

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'paragraph': {
        const style = STYLE[block.kind]
        if (page().length > 0) y -= style.before
        // A heading keeps at least two lines of what follows with it.
        if (block.kind === 'heading') room(style.leading + 2 * STYLE.paragraph.leading)
        for (const text of wrapText(block.text, style.font, style.size, CONTENT_WIDTH)) {
          room(style.leading)
          page().push({ text, font: style.font, size: style.size, x: MARGIN, y: y - style.size })
          y -= style.leading
        }
        y -= style.after
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
            STYLE.cell.size,
            STYLE.cell.leading,
            STYLE.cell.after,
          )
        }
        y -= STYLE.paragraph.after
        break
      }
      case 'table': {
        const columns = block.head.length
        const first = columns > 1 ? CONTENT_WIDTH * 0.55 : CONTENT_WIDTH
        const other = columns > 1 ? (CONTENT_WIDTH - first) / (columns - 1) : 0
        const xs = block.head.map((_, i) => (i === 0 ? MARGIN : MARGIN + first + (i - 1) * other))
        const widths = block.head.map((_, i) => (i === 0 ? first : other) - 8)
        const cells = (texts: string[], font: PdfFont) =>
          texts.map((text, i) => ({ text, font, x: xs[i] ?? MARGIN, width: widths[i] ?? CONTENT_WIDTH }))
        row(cells(block.head, 'bold'), STYLE.cell.size, STYLE.cell.leading, STYLE.cell.after)
        for (const cellsOfRow of block.rows) row(cells(cellsOfRow, 'regular'), STYLE.cell.size, STYLE.cell.leading, STYLE.cell.after)
        y -= STYLE.paragraph.after
        break
      }
    }
  }
  return pages
}

const FONT_NAME: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' }
const fixed = (n: number) => Number(n.toFixed(2)).toString()

/**
 * The PDF file of `blocks` as text (ASCII). `title` goes into the document information;
 * `footer(page, pages)` is written at the bottom of each page.
 */
export function renderPdf(blocks: AgreementBlock[], { title, footer }: { title: string; footer?: (page: number, pages: number) => string }): string {
  const pages = layout(blocks)
  // Objects: 1 catalog, 2 pages, 3 and 4 the fonts, 5 the information, then each page and its content stream.
  const objects: string[] = []
  const pageIds = pages.map((_, i) => 6 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Leasefront) >>`
  pages.forEach((lines, i) => {
    const placed = footer
      ? [...lines, { text: footer(i + 1, pages.length), font: 'regular' as const, size: 9, x: MARGIN, y: FOOTER_Y }]
      : lines
    const stream = placed
      .map((line) => `BT /${FONT_NAME[line.font]} ${fixed(line.size)} Tf ${fixed(line.x)} ${fixed(line.y)} Td ${pdfString(line.text)} Tj ET`)
      .join('\n')
    const id = pageIds[i] as number
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })

  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return out
}

/** The bytes of a file renderPdf() made (ASCII: one byte per character). */
export function toPdfBytes(pdf: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(pdf.length)
  for (let i = 0; i < pdf.length; i++) bytes[i] = pdf.charCodeAt(i) & 0xff
  return bytes
}
