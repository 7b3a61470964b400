/**
 * Whether a content body carries its own top-level heading (`<h1>`): such an asset is a page in
 * its own right — the content-page viewer shows the body as it is, and the server lists it in the
 * sitemap (the same rule: server/src/seo/model/paths.rs, `is_page_body`). A body without one is
 * a fragment (a footer, a promotion); opened by its id it gets the asset's name as its heading.
 */
export function hasPageHeading(html: string): boolean {
  return /<h1[\s>/]/i.test(html)
}
