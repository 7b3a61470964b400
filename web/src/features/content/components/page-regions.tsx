/**
 * A content page's regions and their components (the pages API's shape), rendered by type:
 * layouts (grids of 1, 2 and 3 columns, the 3/9 split, collapsible regions, tabs, carousels of
 * slides) and assets (banner, tile, accordion, read more, video, rich text, news, blog, partner
 * and report details, review tiles: a region with review tiles offers a select of their
 * categories above them, which hides the tiles of the others; a carousel counts only the slides
 * left). Components whose data comes from another feature
 * (product carousels, the retailer category layout, lead forms) are drawn by `renderOther`, which
 * the page composes in src/app; without it they are left out. Render is pure (the server renders
 * these pages); the HTML fields come sanitized from the server.
 */
import * as Tabs from '@radix-ui/react-tabs'
import { createContext, Fragment, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import type {
  AccordionData,
  BannerData,
  BlogDetailData,
  CarouselData,
  CollapsibleData,
  DetailData,
  NewsDetailData,
  PageComponent,
  PageRegion,
  ReadMoreData,
  ReviewTileData,
  RichTextData,
  TabsData,
  TileData,
  VideoData,
} from '@/api/types'
import { Carousel } from '@/components/carousel/carousel'
import { ContentHtml } from './content-html'
import { Accordion, Banner, BlogDetail, Detail, NewsDetail, ReadMore, Tile, Video } from './page-assets'

export { PostDate } from './page-assets'

export type RenderOther = (component: PageComponent) => ReactNode

/** The component types that carry the page's own heading (the page then has no other). */
export const DETAIL_TYPES = [
  'commerce_assets.newsDetail',
  'commerce_assets.blogDetail',
  'commerce_assets.partnerDetail',
  'commerce_assets.reportDetail',
]

/** Whether one of the page's top-level components heads the page itself. */
export const headsItself = (regions: PageRegion[]) =>
  regions.some((region) => (region.components ?? []).some((component) => DETAIL_TYPES.includes(component.typeId)))

/**
 * A page's regions (`nested`: a layout's, inside the page's). The page's first component is what
 * a shopper sees first: a banner there fetches its image at once, the others' wait to be near.
 */
export function PageRegions({
  regions,
  renderOther,
  nested = false,
}: {
  regions: PageRegion[]
  renderOther?: RenderOther
  nested?: boolean
}) {
  const filter = useContext(ReviewFilterContext)
  const reviews = filter === null ? reviewTilesIn(regions) : []
  // The page's outermost regions: with review tiles anywhere below, they get the one filter.
  if (reviews.length > 0) return <ReviewFiltered regions={regions} reviews={reviews} renderOther={renderOther} />
  return (
    <>
      {regions.map((region, r) => (
        <div key={region.id} data-region={region.id} className="flex flex-col gap-4">
          {(region.components ?? []).map((component, c) => (
            <PageComponentView key={component.id} component={component} renderOther={renderOther} first={!nested && r === 0 && c === 0} />
          ))}
        </div>
      ))}
    </>
  )
}

const REVIEW_TILE = 'commerce_assets.reviewTile'
const ALL_REVIEWS = ''
const isReviewTile = (component: PageComponent) => component.typeId === REVIEW_TILE
const reviewCategory = (component: PageComponent) => (component.data as unknown as ReviewTileData).reviewsCategory

const reviewMessages = defineMessages<{
  filterLabel: NoMessageValues
  all: NoMessageValues
  furniture: NoMessageValues
  appliances: NoMessageValues
  electronics: NoMessageValues
  service: NoMessageValues
}>({
  filterLabel: {
    id: 'contentPage.reviews.filterLabel',
    defaultMessage: 'Show reviews about',
    description: 'Content page: label of the select above review tiles that shows only the reviews of one category',
  },
  all: {
    id: 'contentPage.reviews.all',
    defaultMessage: 'All',
    description: 'Content page, review filter: the option that shows every review',
  },
  furniture: {
    id: 'contentPage.reviews.category.furniture',
    defaultMessage: 'Furniture',
    description: 'Content page, review filter: the reviews about furniture',
  },
  appliances: {
    id: 'contentPage.reviews.category.appliances',
    defaultMessage: 'Appliances',
    description: 'Content page, review filter: the reviews about appliances',
  },
  electronics: {
    id: 'contentPage.reviews.category.electronics',
    defaultMessage: 'Electronics',
    description: 'Content page, review filter: the reviews about electronics',
  },
  service: {
    id: 'contentPage.reviews.category.service',
    defaultMessage: 'Service',
    description: 'Content page, review filter: the reviews about the service',
  },
})

const REVIEW_CATEGORIES = ['furniture', 'appliances', 'electronics', 'service'] as const
const isKnownCategory = (key: string): key is (typeof REVIEW_CATEGORIES)[number] => (REVIEW_CATEGORIES as readonly string[]).includes(key)

/** Every review tile of the regions, however deep. */
function reviewTilesIn(regions: PageRegion[]): PageComponent[] {
  return regions.flatMap((region) =>
    (region.components ?? []).flatMap((component) => [
      ...(isReviewTile(component) ? [component] : []),
      ...reviewTilesIn(component.regions ?? []),
    ]),
  )
}

/** The review category the page shows (`ALL_REVIEWS`: every one), for the tiles below. */
const ReviewFilterContext = createContext<string | null>(null)

/**
 * A page with review tiles: one select of their categories (All first) above the first
 * top-level component that holds any; a tile of another category than the one chosen is left
 * out, wherever it sits in the page's layouts.
 */
function ReviewFiltered({ regions, reviews, renderOther }: { regions: PageRegion[]; reviews: PageComponent[]; renderOther?: RenderOther }) {
  const intl = useIntl()
  const id = useId()
  const [shown, setShown] = useState(ALL_REVIEWS)
  const categories = [...new Set(reviews.map(reviewCategory))].filter(Boolean)
  const first = reviews[0]
  const holdsFirst = (component: PageComponent) => component === first || reviewTilesIn(component.regions ?? []).includes(first!)
  const select = (
    <p className="flex flex-col items-start gap-0.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {intl.formatMessage(reviewMessages.filterLabel)}
      </label>
      <select
        id={id}
        value={shown}
        onChange={(event) => setShown(event.target.value)}
        className="min-h-5 rounded-card border border-neutral-500 bg-white px-1.5 py-1 text-base text-ink focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-primary-100"
      >
        <option value={ALL_REVIEWS}>{intl.formatMessage(reviewMessages.all)}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {isKnownCategory(category) ? intl.formatMessage(reviewMessages[category]) : category}
          </option>
        ))}
      </select>
    </p>
  )
  return (
    <ReviewFilterContext value={shown}>
      {regions.map((region) => (
        <div key={region.id} data-region={region.id} className="flex flex-col gap-4">
          {(region.components ?? []).map((component) => (
            <Fragment key={component.id}>
              {holdsFirst(component) && select}
              <PageComponentView component={component} renderOther={renderOther} />
            </Fragment>
          ))}
        </div>
      ))}
    </ReviewFilterContext>
  )
}

function regionOf(component: PageComponent, id: string) {
  return component.regions?.find((region) => region.id === id)
}

function Column({
  component,
  id,
  renderOther,
  className,
}: {
  component: PageComponent
  id: string
  renderOther?: RenderOther
  className?: string
}) {
  const region = regionOf(component, id)
  return <div className={className}>{region ? <PageRegions regions={[region]} renderOther={renderOther} nested /> : null}</div>
}

const GRID_COLUMNS: Record<string, { columns: string[]; className: string }> = {
  'commerce_layouts.grid1': { columns: ['column1'], className: 'grid gap-3' },
  'commerce_layouts.grid2': { columns: ['column1', 'column2'], className: 'grid gap-3 md:grid-cols-2' },
  'commerce_layouts.grid3': { columns: ['column1', 'column2', 'column3'], className: 'grid gap-3 md:grid-cols-3' },
}

function PageComponentView({
  component,
  renderOther,
  first = false,
}: {
  component: PageComponent
  renderOther?: RenderOther
  /** The page's first component. */
  first?: boolean
}) {
  const data = component.data as unknown
  const grid = GRID_COLUMNS[component.typeId]
  if (grid) {
    return (
      <div className={grid.className}>
        {grid.columns.map((id) => (
          <Column key={id} component={component} id={id} renderOther={renderOther} />
        ))}
      </div>
    )
  }
  switch (component.typeId) {
    case 'commerce_layouts.split3_9':
      return (
        <div className="grid gap-3 md:grid-cols-12">
          <Column component={component} id="left" renderOther={renderOther} className="md:col-span-3" />
          <Column component={component} id="right" renderOther={renderOther} className="md:col-span-9" />
        </div>
      )
    case 'commerce_layouts.collapsible':
      return <Collapsible data={data as CollapsibleData} component={component} renderOther={renderOther} />
    case 'commerce_layouts.tabs':
      return <PageTabs component={component} renderOther={renderOther} />
    case 'commerce_layouts.carousel':
      return <ContentCarousel data={data as CarouselData} component={component} renderOther={renderOther} />
    case 'commerce_assets.banner':
      return <Banner data={data as BannerData} first={first} />
    case 'commerce_assets.tile':
      return <Tile data={data as TileData} />
    case 'commerce_assets.accordion':
      return <Accordion data={data as AccordionData} />
    case 'commerce_assets.readMore':
      return <ReadMore data={data as ReadMoreData} />
    case 'commerce_assets.video':
      return <Video data={data as VideoData} />
    case 'commerce_assets.richText':
      return <ContentHtml html={(data as RichTextData).html} className="max-w-[72ch]" />
    case 'commerce_assets.newsDetail':
      return <NewsDetail data={data as NewsDetailData} />
    case 'commerce_assets.blogDetail':
      return <BlogDetail data={data as BlogDetailData} />
    case 'commerce_assets.reviewTile':
      return <ReviewTile data={data as ReviewTileData} />
    case 'commerce_assets.partnerDetail':
    case 'commerce_assets.reportDetail':
      return <Detail data={data as DetailData} />
    default:
      return renderOther ? <>{renderOther(component)}</> : null
  }
}

/** What a component shows in the end: itself, or for a layout the components its regions hold, however deep. */
function shownParts(component: PageComponent): PageComponent[] {
  const regions = component.regions ?? []
  return regions.length === 0 ? [component] : regions.flatMap((region) => (region.components ?? []).flatMap(shownParts))
}

/**
 * Whether the review filter leaves nothing of a slide: everything it shows is a review tile of
 * another category. Such a slide is left out rather than kept empty, so the carousel counts
 * ("2 of 3") and steps through only the slides a shopper sees.
 */
function filteredOut(component: PageComponent, shown: string | null): boolean {
  if (!shown) return false
  const parts = shownParts(component)
  return parts.length > 0 && parts.every((part) => isReviewTile(part) && reviewCategory(part) !== shown)
}

/** Slides without a number: one on a phone, three side by side from a tablet up. */
const MOBILE_SLIDES_PER_VIEW = 1
const DESKTOP_SLIDES_PER_VIEW = 3

/** A carousel whose slides are its `slides` region's components, one a slide. */
function ContentCarousel({ data, component, renderOther }: { data: CarouselData; component: PageComponent; renderOther?: RenderOther }) {
  const shown = useContext(ReviewFilterContext)
  const slides = (regionOf(component, 'slides')?.components ?? []).filter((slide) => !filteredOut(slide, shown))
  return (
    <Carousel
      label={data.label}
      slidesPerView={{ base: data.mobileSlidesPerView ?? MOBILE_SLIDES_PER_VIEW, md: data.slidesPerView ?? DESKTOP_SLIDES_PER_VIEW }}
      autoSlide={data.autoSlide ?? false}
      interval={data.interval ?? undefined}
      infinite={data.infinite ?? true}
    >
      {slides.map((slide) => (
        <PageComponentView key={slide.id} component={slide} renderOther={renderOther} />
      ))}
    </Carousel>
  )
}

function Collapsible({ data, component, renderOther }: { data: CollapsibleData; component: PageComponent; renderOther?: RenderOther }) {
  return (
    <details open={data.open} className="rounded-card border border-neutral-200 bg-white px-3 py-2">
      <summary className="cursor-pointer text-lg font-semibold">{data.title}</summary>
      <Column component={component} id="content" renderOther={renderOther} className="mt-2" />
    </details>
  )
}

/** Tabs: one region a tab; the first shows first. */
/**
 * Who chooses a tab layout's tab: the page at a tab's address (`/en/{slug}`) passes the slug of
 * its path and what a click does (push the tab's path). Without it the first tab shows first and
 * a click only swaps the content.
 */
function ReviewTile({ data }: { data: ReviewTileData }) {
  const shown = useContext(ReviewFilterContext)
  if (shown && data.reviewsCategory !== shown) return null
  return (
    <figure
      className="flex h-full flex-col gap-1 rounded-card border border-neutral-200 bg-white p-3"
      data-reviews-category={data.reviewsCategory}
    >
      <h2 className="text-lg font-bold">{data.reviewHeading}</h2>
      <blockquote>
        <p>{data.reviewsDetailText}</p>
      </blockquote>
      <figcaption className="text-ink-muted">{data.reviewerName}</figcaption>
    </figure>
  )
}

export interface TabSelection {
  /** The path's slug; a slug no tab has means the first tab. */
  slug: string | undefined
  select: (slug: string) => void
}

export const TabSelectionContext = createContext<TabSelection | null>(null)

/** How long after the page shows its active tab is clicked, as the original pages do. */
export const TAB_AUTO_CLICK_MS = 4000

/** Tabs: one region a tab; the tab of the path (else the first) shows first. */
function PageTabs({ component, renderOther }: { component: PageComponent; renderOther?: RenderOther }) {
  const { tabs } = component.data as unknown as TabsData
  const selection = useContext(TabSelectionContext)
  const [own, setOwn] = useState(tabs[0]?.slug)
  const fromPath = tabs.find((tab) => tab.slug === selection?.slug)?.slug
  const active = selection ? (fromPath ?? tabs[0]?.slug) : own
  const select = (slug: string) => (selection ? selection.select(slug) : setOwn(slug))
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const timer = window.setTimeout(() => list.current?.querySelector<HTMLElement>('[data-state="active"]')?.click(), TAB_AUTO_CLICK_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <Tabs.Root value={active} onValueChange={select}>
      <Tabs.List ref={list} className="flex flex-wrap gap-1 border-b border-neutral-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.slug}
            value={tab.slug}
            onClick={() => select(tab.slug)}
            className="px-2 py-1 font-semibold data-[state=active]:border-b-2 data-[state=active]:border-primary"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.slug} value={tab.slug} className="pt-3">
          <Column component={component} id={tab.region} renderOther={renderOther} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
