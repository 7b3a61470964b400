/**
 * Plain text of the page's HTML, for its meta description: the first ~160 characters, without
 * the page's own heading (the title says it already).
 */
export function summary(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style|h1)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const end = cut.lastIndexOf(' ')
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.]+$/, '')}…`
}
