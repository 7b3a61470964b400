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

/** The page types each kind of address shows; any other is not found there. */
const TYPES_OF: Record<PageKind, string[]> = {
  news: ['newsPage'],
  blog: ['blogPage'],
  partner: ['partnerPage'],
  page: ['contentPage', 'tabbedPage'],
}

/** Whether an address of this kind shows a page of this type. */
export const showsType = (kind: PageKind, typeId: string) => TYPES_OF[kind].includes(typeId)
