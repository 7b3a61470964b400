/**
 * What kind of content address a path is, whatever site/locale prefix it carries: a news post
 * (/news/{id}), a blog post (/blog/{id}), a partner's page (/partner/{id}, /partners/{id}) or
 * any other page (/{id}, and the lists /news and /blog).
 */
export type PageKind = 'news' | 'blog' | 'partner' | 'page'

const KINDS: Record<string, PageKind> = { news: 'news', blog: 'blog', partner: 'partner', partners: 'partner' }

export function pageKind(pathname: string): PageKind {
  const parent = pathname.split('/').filter(Boolean).at(-2)
  return (parent !== undefined && Object.hasOwn(KINDS, parent) ? KINDS[parent] : undefined) ?? 'page'
}
