import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PageComponent, PageRegion } from '@/api/types'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { AppConfigProvider } from '@/lib/app-config'
import { appConfigFixture } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { PageRegions } from './page-regions'

const component = (id: string, typeId: string, data: object, regions?: PageRegion[]): PageComponent => ({
  id,
  typeId,
  data: data as never,
  ...(regions ? { regions } : {}),
})

describe('PageRegions: images', () => {
  const picture = (name: string) => `/images/content/tile/${name}.svg`
  const imagePage: PageRegion[] = [
    {
      id: 'main',
      components: [
        component('hero', 'commerce_assets.banner', {
          heading: 'Shop the way that suits you',
          image: '/images/content/banner/living-room.svg',
          imageAlt: 'A living room with a green sofa',
        }),
        component('ways', 'commerce_layouts.grid2', {}, [
          {
            id: 'column1',
            components: [
              component('in-store', 'commerce_assets.tile', {
                headingText: 'In store',
                richText: '<p>Visit a partner store.</p>',
                imgFile: picture('storefront'),
                imgAlt: 'A shop front with an awning',
              }),
            ],
          },
          {
            id: 'column2',
            components: [component('plain', 'commerce_assets.tile', { headingText: 'No picture', richText: '<p>Words only.</p>' })],
          },
        ]),
        component('video', 'commerce_assets.video', {
          title: 'How leasing works',
          poster: '/images/content/poster/living-room.svg',
          posterAlt: 'A living room, before the video plays',
          src: '/how.mp4',
        }),
        component('become-partner', 'commerce_assets.banner', {
          heading: 'Bring lease-to-own to your store',
          image: '/images/content/banner/storefront.svg',
          imageAlt: 'A shop front, lower down',
        }),
      ],
    },
  ]

  it('draws each image at its place’s size with its text; only the page’s first banner loads at once', () => {
    renderWithProviders(<PageRegions regions={imagePage} />)
    const image = (name: string) => screen.getByRole('img', { name })
    const hero = image('A living room with a green sofa')
    expect(hero).toHaveAttribute('src', '/images/content/banner/living-room.svg')
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1200', '480'])
    expect(hero).not.toHaveAttribute('loading', 'lazy')
    expect(hero).toHaveAttribute('fetchpriority', 'high')

    const tileImage = image('A shop front with an awning')
    expect(tileImage.closest('article')).toBe(screen.getByRole('heading', { name: 'In store' }).closest('article'))
    expect([tileImage.getAttribute('width'), tileImage.getAttribute('height')]).toEqual(['480', '360'])
    expect(tileImage).toHaveAttribute('loading', 'lazy')
    expect(tileImage).not.toHaveAttribute('fetchpriority', 'high')
    // A tile without a picture has none, not an empty one.
    expect(within(screen.getByRole('heading', { name: 'No picture' }).closest('article')!).queryByRole('img')).toBeNull()

    const poster = image('A living room, before the video plays')
    expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual(['1280', '720'])
    expect(poster).toHaveAttribute('loading', 'lazy')

    // A banner further down waits to be near like any other picture.
    const lower = image('A shop front, lower down')
    expect([lower.getAttribute('width'), lower.getAttribute('height')]).toEqual(['1200', '480'])
    expect(lower).toHaveAttribute('loading', 'lazy')
    expect(screen.getAllByRole('img')).toHaveLength(4)
  })

  it('renders the sizes and the loading order in the server’s HTML, where the browser first reads them', () => {
    const html = renderToString(
      <AppConfigProvider config={appConfigFixture}>
        <MemoryRouter>
          <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
            <PageRegions regions={imagePage} />
          </IntlProvider>
        </MemoryRouter>
      </AppConfigProvider>,
    )
    const tags = html.match(/<img [^>]*>/g) ?? []
    expect(tags).toHaveLength(4)
    expect(tags[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/)
    expect(tags[0]).not.toContain('loading="lazy"')
    for (const tag of tags.slice(1)) expect(tag).toContain('loading="lazy"')
    for (const tag of tags) expect(tag).toMatch(/ width="\d+" height="\d+"/)
  })

  it('gives a news post’s picture, the page’s first, its text and loads it at once', () => {
    renderWithProviders(
      <PageRegions
        regions={[
          {
            id: 'main',
            components: [
              component('article', 'commerce_assets.newsDetail', {
                newsHeading: 'Payment reminders now come by text',
                newsTileDate: '2026-03-02',
                newsDetail: '<p>Reminders by text.</p>',
                newsImage: '/images/content/post/speech-bubbles.svg',
                newsImageAlt: 'Two speech bubbles in a conversation',
              }),
            ],
          },
        ]}
      />,
    )
    const image = screen.getByRole('img', { name: 'Two speech bubbles in a conversation' })
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630'])
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).not.toHaveAttribute('loading', 'lazy')
  })
})
