import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageComponent, PageRegion } from '@/api/types'
import { expectNoAxeViolations } from '@/testing/axe'
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
