/** A category's trail and its schema.org BreadcrumbList (the page head's JSON-LD). */

export interface Crumb {
  name: string
  /** App path (`/category/sofas`), or the page's own URL for the last crumb. */
  path: string
}

/** The trail of a category: its `parentCategoryTree` (top-level first, the category last). */
export function categoryCrumbs(tree: { id: string; name: string }[]): Crumb[] {
  return tree.map(({ id, name }) => ({ name, path: `/category/${encodeURIComponent(id)}` }))
}

/** schema.org BreadcrumbList; `toUrl` turns an app path into the URL to name (e.g. localized). */
export function breadcrumbList(crumbs: Crumb[], toUrl: (path: string) => string = (path) => path): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: toUrl(crumb.path),
    })),
  }
}
