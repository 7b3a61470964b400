import { QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CarouselData, PageComponent, PageRegion } from '@/api/types'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { AppConfigProvider } from '@/lib/app-config'
import { createQueryClient } from '@/lib/query-client'
import { expectNoAxeViolations } from '@/testing/axe'
import { appConfigFixture } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { PageRegions } from './page-regions'

const component = (id: string, typeId: string, data: object, regions?: PageRegion[]): PageComponent => ({
  id,
  typeId,
  data: data as never,
  ...(regions ? { regions } : {}),
})

const tile = (n: number) =>
  component(`tile-${n}`, 'commerce_assets.tile', {
    headingText: `Step ${n}`,
    richText: `<p>Text ${n}</p>`,
    buttonText: `Go ${n}`,
    tileLink: `/step-${n}`,
  })

const regions: PageRegion[] = [
  {
    id: 'main',
    components: [
      component('banner', 'commerce_assets.banner', {
        heading: 'Lease-to-own, step by step',
        buttonText: 'Apply now',
        buttonLink: '/marketplace',
      }),
      component(
        'steps',
        'commerce_layouts.grid3',
        {},
        [1, 2, 3].map((n) => ({ id: `column${n}`, components: [tile(n)] })),
      ),
      component('faq', 'commerce_assets.accordion', {
        heading: 'Questions',
        items: [{ heading: 'Is a lease a loan?', body: '<p>No.</p>' }],
      }),
      component('more', 'commerce_assets.readMore', { summary: '<p>Short.</p>', more: '<p>The rest.</p>' }),
      component('video', 'commerce_assets.video', {
        title: 'How leasing works',
        poster: '/poster.jpg',
        posterAlt: 'A family',
        src: '/how.mp4',
      }),
      component('review', 'commerce_assets.reviewTile', {
        reviewsCategory: 'furniture',
        reviewHeading: 'Easy',
        reviewsDetailText: 'It was easy.',
        reviewerName: 'Ana',
      }),
      component('carousel', 'commerce_assets.productCarousel', { heading: 'Sofas', categoryId: 'sofas' }),
    ],
  },
]

describe('PageRegions', () => {
  it('lays out the regions and draws each component by its type', async () => {
    const { user } = renderWithProviders(<PageRegions regions={regions} renderOther={(c) => <p>other: {c.typeId}</p>} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Lease-to-own, step by step' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/marketplace')
    for (const n of [1, 2, 3]) {
      const article = screen.getByRole('heading', { level: 3, name: `Step ${n}` }).closest('article')!
      expect(within(article).getByText(`Text ${n}`)).toBeInTheDocument()
      expect(within(article).getByRole('link', { name: `Go ${n}` })).toHaveAttribute('href', `/step-${n}`)
    }
    expect(screen.getByText('Is a lease a loan?').closest('details')).not.toHaveAttribute('open')

    const readMore = screen.getByRole('button', { name: 'Read more' })
    expect(screen.getByText('The rest.')).not.toBeVisible()
    await user.click(readMore)
    expect(screen.getByText('The rest.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true')

    // The poster becomes the player when played.
    expect(document.querySelector('video')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Play video: How leasing works' }))
    expect(document.querySelector('video')).toHaveAttribute('src', '/how.mp4')

    expect(screen.getByText('It was easy.')).toBeInTheDocument()
    expect(screen.getByText('other: commerce_assets.productCarousel')).toBeInTheDocument()
  })

  it('shows the first tab first and another on a click', async () => {
    const tabs = component(
      'tabs',
      'commerce_layouts.tabs',
      {
        tabs: [
          { region: 'about', label: 'About Leasing', slug: 'aboutleasing' },
          { region: 'process', label: 'Application Process', slug: 'applicationprocess' },
        ],
      },
      [
        { id: 'about', components: [component('a', 'commerce_assets.richText', { html: '<p>About text</p>' })] },
        { id: 'process', components: [component('p', 'commerce_assets.richText', { html: '<p>Process text</p>' })] },
      ],
    )
    const { user } = renderWithProviders(<PageRegions regions={[{ id: 'main', components: [tabs] }]} />)
    expect(screen.queryByRole('combobox', { name: 'Show reviews about' })).not.toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'About Leasing' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('About text')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Application Process' }))
    expect(screen.getByText('Process text')).toBeInTheDocument()
    expect(screen.queryByText('About text')).not.toBeInTheDocument()
  })

  it('filters the review tiles by category above them; All shows every one again', async () => {
    const review = (id: string, category: string, text: string) =>
      component(id, 'commerce_assets.reviewTile', {
        reviewsCategory: category,
        reviewHeading: `Review ${id}`,
        reviewsDetailText: text,
        reviewerName: 'A shopper',
      })
    const reviews: PageRegion[] = [
      {
        id: 'reviews',
        components: [
          component('intro', 'commerce_assets.richText', { html: '<p>What shoppers say.</p>' }),
          review('r1', 'furniture', 'Comfy sofa.'),
          review('r2', 'appliances', 'Quiet washer.'),
          review('r3', 'furniture', 'Sturdy bed.'),
          review('r4', 'delivery-team', 'Came on time.'),
        ],
      },
    ]
    const texts = ['Comfy sofa.', 'Quiet washer.', 'Sturdy bed.', 'Came on time.']
    const shownTexts = () => texts.filter((text) => screen.queryByText(text))
    const { user } = renderWithProviders(
      <main>
        <PageRegions regions={reviews} />
      </main>,
    )

    const select = screen.getByRole('combobox', { name: 'Show reviews about' })
    // Above the first review, below what comes before it.
    expect(screen.getByText('What shoppers say.').compareDocumentPosition(select) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(select.compareDocumentPosition(screen.getByText('Comfy sofa.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // All first, then each category once, an unknown key as it is.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Furniture', 'Appliances', 'delivery-team'])
    expect(select).toHaveDisplayValue('All')
    expect(shownTexts()).toEqual(texts)

    await user.selectOptions(select, 'Furniture')
    expect(shownTexts()).toEqual(['Comfy sofa.', 'Sturdy bed.'])
    expect(screen.getByText('What shoppers say.')).toBeInTheDocument()

    await user.selectOptions(select, 'delivery-team')
    expect(shownTexts()).toEqual(['Came on time.'])

    await user.selectOptions(select, 'All')
    expect(shownTexts()).toEqual(texts)
    await expectNoAxeViolations()
  })

  it('gives review tiles spread over a grid’s columns one filter for all of them', async () => {
    const review = (id: string, category: string) =>
      component(id, 'commerce_assets.reviewTile', {
        reviewsCategory: category,
        reviewHeading: `Review ${id}`,
        reviewsDetailText: `About ${id}.`,
        reviewerName: 'A shopper',
      })
    const grid: PageComponent = {
      ...component('grid', 'commerce_layouts.grid3', {}),
      regions: [
        { id: 'column1', components: [review('r1', 'furniture'), review('r2', 'service')] },
        { id: 'column2', components: [review('r3', 'service')] },
        { id: 'column3', components: [review('r4', 'furniture')] },
      ],
    }
    const { user } = renderWithProviders(
      <main>
        <PageRegions
          regions={[{ id: 'main', components: [component('intro', 'commerce_assets.richText', { html: '<p>Hi</p>' }), grid] }]}
        />
      </main>,
    )
    expect(screen.getAllByRole('combobox')).toHaveLength(1)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show reviews about' }), 'Service')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Review r2', 'Review r3'])
  })
})

/** The browser's media queries as a test sets them: the viewport's width, no reduced motion. */
function stubMedia(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /\(min-width: (\d+)px\)/.exec(query)
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }
  })
}

const PHONE = 375
const DESKTOP = 1024

const carouselOf = (data: Partial<CarouselData>, slides: PageComponent[]) =>
  component('carousel', 'commerce_layouts.carousel', { label: 'Featured steps', ...data }, [{ id: 'slides', components: slides }])

/** The names of the slides in view (hidden ones are left out), in the order they show. */
const shownSlides = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group')
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((slide) => slide.getAttribute('aria-label'))

/** A page with a carousel between two buttons, in the main region. */
function renderCarousel(carousel: PageComponent, before: PageComponent[] = []) {
  const result = renderWithProviders(
    <main>
      <button type="button">Before</button>
      <PageRegions regions={[{ id: 'main', components: [...before, carousel] }]} />
    </main>,
  )
  return { ...result, carousel: screen.getByRole('region', { name: (carousel.data as unknown as CarouselData).label }) }
}

describe('PageRegions: a carousel layout', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows its slides region’s components as the carousel’s slides, stepped by keyboard', async () => {
    stubMedia(PHONE)
    const { carousel, user } = renderCarousel(carouselOf({}, [1, 2, 3, 4].map(tile)))
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = within(carousel).getAllByRole('group', { hidden: true })
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4'])
    // Each slide is one component, drawn as it is anywhere else.
    slides.forEach((slide, i) =>
      expect(within(slide).getByRole('heading', { level: 3, name: `Step ${i + 1}`, hidden: true })).toBeInTheDocument(),
    )
    // One in view on a phone unless the data says otherwise; no auto-slide unless it asks.
    expect(shownSlides(carousel)).toEqual(['1 of 4'])
    expect(within(carousel).queryByRole('button', { name: 'Stop automatic slide show' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toHaveFocus()
    await user.tab()
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(shownSlides(carousel)).toEqual(['2 of 4'])
    expect(screen.getByRole('heading', { level: 3, name: 'Step 2' })).toBeVisible()
    await user.keyboard(' ')
    expect(shownSlides(carousel)).toEqual(['3 of 4'])
    // Into the slide in view: its link, not the hidden slides' ones.
    await user.tab()
    expect(screen.getByRole('link', { name: 'Go 3' })).toHaveFocus()
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    // Round by default: before the first comes the last.
    expect(shownSlides(carousel)).toEqual(['4 of 4'])
    await expectNoAxeViolations()
  })

  it('shows three side by side from a tablet up, or the numbers its data gives, and stops at the ends when not infinite', () => {
    stubMedia(DESKTOP)
    const slides = [1, 2, 3, 4, 5].map(tile)
    const first = renderCarousel(carouselOf({}, slides))
    expect(shownSlides(first.carousel)).toEqual(['1 of 5', '2 of 5', '3 of 5'])
    first.unmount()

    const second = renderCarousel(carouselOf({ slidesPerView: 2, infinite: false }, slides))
    expect(shownSlides(second.carousel)).toEqual(['1 of 5', '2 of 5'])
    expect(within(second.carousel).getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true')
    second.unmount()

    stubMedia(PHONE)
    const third = renderCarousel(carouselOf({ slidesPerView: 4, mobileSlidesPerView: 2 }, slides))
    expect(shownSlides(third.carousel)).toEqual(['1 of 5', '2 of 5'])
  })

  it('moves by itself at its interval when it asks to, until the pause button stops it', async () => {
    stubMedia(PHONE)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { carousel, user } = renderCarousel(carouselOf({ autoSlide: true, interval: 3000 }, [1, 2, 3].map(tile)))
    const pause = within(carousel).getAllByRole('button')[0]!
    expect(pause).toHaveAccessibleName('Stop automatic slide show')
    await act(() => vi.advanceTimersByTime(3000))
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
    await user.click(pause)
    expect(pause).toHaveAccessibleName('Start automatic slide show')
    // Focus left for elsewhere, so only the pause keeps it still.
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await act(() => vi.advanceTimersByTime(15_000))
    expect(shownSlides(carousel)).toEqual(['2 of 3'])
  })

  it('keeps the review filter above it and counts only the review slides the filter shows', async () => {
    stubMedia(DESKTOP)
    const review = (id: string, category: string) =>
      component(id, 'commerce_assets.reviewTile', {
        reviewsCategory: category,
        reviewHeading: `Review ${id}`,
        reviewsDetailText: `About ${id}.`,
        reviewerName: 'A shopper',
      })
    // A slide may be a layout: it goes when every review tile it holds does.
    const pair = component('pair', 'commerce_layouts.grid2', {}, [
      { id: 'column1', components: [review('r5', 'service')] },
      { id: 'column2', components: [review('r6', 'furniture')] },
    ])
    const slides = [review('r1', 'furniture'), review('r2', 'service'), review('r3', 'furniture'), review('r4', 'appliances'), pair]
    const { carousel, user } = renderCarousel(carouselOf({ label: 'What our customers say', autoSlide: true }, slides), [
      component('intro', 'commerce_assets.richText', { html: '<p>Hi</p>' }),
    ])
    const select = screen.getByRole('combobox', { name: 'Show reviews about' })
    expect(select.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5)

    await user.selectOptions(select, 'Furniture')
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) =>
          within(slide)
            .getAllByRole('heading')
            .map((h) => h.textContent),
        ),
    ).toEqual([['Review r1'], ['Review r3'], ['Review r6']])
    expect(shownSlides(carousel)).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    // Everything in view: nothing to step to, nothing to move.
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument()

    await user.selectOptions(select, 'Service')
    expect(
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 2', '2 of 2'])
    expect(within(carousel).getByRole('heading', { name: 'Review r5' })).toBeVisible()
    expect(within(carousel).queryByRole('heading', { name: 'Review r6' })).not.toBeInTheDocument()

    await user.selectOptions(select, 'All')
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(5)
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    await expectNoAxeViolations()
  })
})

describe('PageRegions: a carousel layout on the server', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    vi.unstubAllGlobals()
  })

  it('renders its first slide, still; hydration matches it, then the viewport’s number applies', async () => {
    stubMedia(DESKTOP)
    const queryClient = createQueryClient()
    const page = (ui: ReactNode) => (
      <AppConfigProvider config={appConfigFixture}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
              {ui}
            </IntlProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </AppConfigProvider>
    )
    const tree = page(<PageRegions regions={[{ id: 'main', components: [carouselOf({ autoSlide: true }, [1, 2, 3, 4].map(tile))] }]} />)
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const carousel = within(container).getByRole('region', { name: 'Featured steps' })
    expect(shownSlides(carousel)).toEqual(['1 of 4'])
    expect(within(carousel).getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument()

    const errors = vi.spyOn(console, 'error')
    await act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => console.error(error) })
      return Promise.resolve()
    })
    expect(errors).not.toHaveBeenCalled()
    expect(shownSlides(carousel)).toEqual(['1 of 4', '2 of 4', '3 of 4'])
    expect(within(carousel).getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument()
    container.remove()
  })
})
