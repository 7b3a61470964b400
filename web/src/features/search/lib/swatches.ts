/**
 * Colour swatches of the listing. The catalog's swatch images are flat colours named by their
 * hex value (`/images/catalog/swatch/3e4349.svg`), so a swatch is drawn as a CSS colour instead
 * of one more image request per colour. The colour refinement names colours by id
 * (`presentationId`: `charcoal`); their colours come from the hits' swatches, then from the demo
 * catalog's palette.
 */
import type { ProductSearchHit } from '@/api/types'

/** The colour variation attribute of a hit. */
export const COLOR_ATTRIBUTE = 'color'

/** The demo catalog's colours (server demo/catalog.json), for colours no hit on the page shows. */
const DEMO_PALETTE: Record<string, string> = {
  black: '#1f2933',
  white: '#f4f4f0',
  gray: '#8a9099',
  charcoal: '#3e4349',
  navy: '#1f3a5f',
  blue: '#2f6db5',
  beige: '#d8c7a8',
  brown: '#7a5230',
  walnut: '#5c3d2a',
  green: '#3f6b4e',
  red: '#b23a3a',
  silver: '#c0c4c8',
  gold: '#c9a227',
  'rose-gold': '#b76e79',
}

const HEX_SWATCH = /\/swatch\/([0-9a-f]{6})\.svg$/i

/** `/images/catalog/swatch/3e4349.svg` → `#3e4349`; undefined for any other image. */
export function swatchColor(link: string | null | undefined): string | undefined {
  const match = link ? HEX_SWATCH.exec(link) : null
  return match ? `#${match[1]!.toLowerCase()}` : undefined
}

/** A swatch to draw: a CSS colour when known, else the swatch image. */
export interface Swatch {
  value: string
  name: string
  color?: string
  image?: string
}

/** The colour swatches of a hit, in the hit's order. */
export function hitSwatches(hit: ProductSearchHit): Swatch[] {
  const attribute = hit.variationAttributes?.find((a) => a.id === COLOR_ATTRIBUTE)
  return (attribute?.values ?? []).map((v) => {
    const link = v.imageSwatch?.link
    const color = swatchColor(link) ?? DEMO_PALETTE[v.value]
    return { value: v.value, name: v.name, ...(color ? { color } : link ? { image: link } : {}) }
  })
}

/** The colour of a colour refinement value (`presentationId`), from the hits or the demo palette. */
export function refinementColors(hits: { swatches: Swatch[] }[]): (id: string) => string | undefined {
  const known = new Map<string, string>()
  for (const hit of hits) {
    for (const swatch of hit.swatches) if (swatch.color && !known.has(swatch.value)) known.set(swatch.value, swatch.color)
  }
  return (id) => known.get(id) ?? DEMO_PALETTE[id]
}
