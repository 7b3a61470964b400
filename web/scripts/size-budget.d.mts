// Types of size-budget.mjs (a plain Node script, so `npm run size` needs no build) for its test.
export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
export const PAGES: { name: string; path?: string; module?: string; budgetKb: number }[]
export function preloadTags(manifest: Record<string, ManifestChunk>, module: string, css?: (file: string) => string | undefined): string
export function inlinableCss(dist: string, file: string): string | undefined
export function pageAssets(html: string): { files: string[]; styles: string[] }
