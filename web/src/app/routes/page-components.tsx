/**
 * The page components whose data belongs to other features, drawn for features/content's
 * PageRegions (its `renderOther`):
 * - `commerce_assets.leadForm`: a card whose button opens the partner or the report form
 *   (features/leads). The form's code and styles load when it first opens (or the pointer or
 *   focus reaches its button), never with the page; focus goes back to the button when it closes.
 * - product carousels and the retailer category layout (page-catalog-components.tsx): their code
 *   loads once a page that has one has started, so the content page's own stays small; the
 *   server's render and hydration leave their place empty (their data is the browser's to fetch
 *   anyway).
 * Render is pure (the server renders content pages).
 */
import { lazy, Suspense, useId, useState } from 'react'
import type { components } from '@/api/schema.gen'
import { buttonStyles } from '@/components/ui/button-styles'
import type { RenderOther } from '@/features/content/components/page-regions'
import type { LeadKind } from '@/features/leads/lib/lead-options'
import { lazyAfterHydration } from '@/lib/after-hydration'

type LeadFormData = components['schemas']['LeadFormData']

const CatalogComponent = lazyAfterHydration(() => import('./page-catalog-components'))

const loadLeadDialog = () => import('@/features/leads/components/lead-dialog')
const LeadDialog = lazy(loadLeadDialog)
const preloadLeadDialog = () => void loadLeadDialog()

const LEAD_KINDS: readonly LeadKind[] = ['partner', 'report']
const isLeadKind = (form: string): form is LeadKind => (LEAD_KINDS as readonly string[]).includes(form)

/** A card whose button opens a lead form: the partner form on the brand's tint, the report's on white. */
function LeadFormCard({ data }: { data: LeadFormData }) {
  const id = useId()
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  if (!isLeadKind(data.form)) return null
  const kind = data.form
  const partner = kind === 'partner'
  return (
    <section
      aria-labelledby={id}
      className={`flex h-full flex-col items-start gap-2 rounded-card p-3 md:p-4 ${partner ? 'bg-primary-50' : 'border border-neutral-200 bg-white'}`}
    >
      <h2 id={id} className="text-xl font-bold">
        {data.heading}
      </h2>
      <p className={partner ? undefined : 'text-ink-muted'}>{data.text}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preloadLeadDialog}
        onFocus={preloadLeadDialog}
        onClick={(event) => setOpener(event.currentTarget)}
        className={`${partner ? buttonStyles.primary : buttonStyles.secondary} mt-auto`}
      >
        {data.buttonText}
      </button>
      {opener && (
        <Suspense fallback={null}>
          <LeadDialog kind={kind} returnFocus={opener} onClose={() => setOpener(null)} />
        </Suspense>
      )}
    </section>
  )
}

/** Draws the page components of other features (PageRegions' `renderOther`); nothing for a type it does not know. */
export const renderPageComponent: RenderOther = (component) => {
  switch (component.typeId) {
    case 'commerce_assets.productCarousel':
    case 'commerce_layouts.retailerCategory':
      return <CatalogComponent component={component} fallback={null} />
    case 'commerce_assets.leadForm':
      return <LeadFormCard data={component.data as unknown as LeadFormData} />
    default:
      return null
  }
}
