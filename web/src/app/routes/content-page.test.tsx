import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentPage, PageComponent, PostSummary } from '@/api/types'
import { expectNoAxeViolations } from '@/testing/axe'
import { fakeLeadApi } from '@/testing/leads'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const PAGES = '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/:pageId'
const POSTS = '*/mobify/proxy/api/custom/content-listing/v1/organizations/:org/posts'

const component = (id: string, typeId: string, data: object): PageComponent => ({ id, typeId, data: data as never })

function page(id: string, typeId: ContentPage['typeId'], name: string, components: PageComponent[]): ContentPage {
  return { id, typeId, name, description: `${name}.`, pageTitle: name, pageDescription: `${name}.`, regions: [{ id: 'main', components }] }
}

const TABS = [
  ['About Leasing', 'Acerca del arrendamiento', 'aboutleasing'],
  ['Application Process', 'Proceso de solicitud', 'applicationprocess'],
  ['Payment Information', 'Información de pagos', 'paymentinformation'],
] as const

function helpPage(locale: string): ContentPage {
  const es = locale === 'es-US'
  const tabs: PageComponent = {
    id: 'tabs',
    typeId: 'commerce_layouts.tabs',
    data: { tabs: TABS.map(([en, spanish, slug]) => ({ region: slug, label: es ? spanish : en, slug })) } as never,
    regions: TABS.map(([en, spanish, slug]) => ({
      id: slug,
      components: [component('body', 'commerce_assets.richText', { html: `<p>All about ${es ? spanish : en}.</p>` })],
    })),
  }
  return page('help', 'tabbedPage', es ? 'Información sobre arrendamiento' : 'Leasing information', [tabs])
}

const leadForm = (form: string, heading: string, buttonText: string) =>
  component(`${form}-form`, 'commerce_assets.leadForm', { form, heading, text: 'Tell us.', buttonText })

const PAGES_BY_ID: Record<string, (locale: string) => ContentPage> = {
  partner: (locale) =>
    locale === 'es-US'
      ? page('partner', 'contentPage', 'Hágase socio minorista', [
          leadForm('partner', 'Ofrezca arrendamiento en su tienda', 'Comenzar'),
          leadForm('report', 'Descargue el informe', 'Leer el informe'),
        ])
      : page('partner', 'contentPage', 'Become a retail partner', [
          leadForm('partner', 'Offer lease-to-own in your store', 'Get started'),
          leadForm('report', 'Download the report', 'Read the Report'),
        ]),
  news: () => page('news', 'contentPage', 'News', [component('intro', 'commerce_assets.richText', { html: '<p>What is new.</p>' })]),
  'a-blog-post': () =>
    page('a-blog-post', 'blogPage', 'Budgeting on payday', [
      component('post', 'commerce_assets.blogDetail', {
        blogHeading: 'Budgeting on payday',
        blogDate: '2026-02-10',
        blogDetail: '<p>Plan each payment.</p>',
      }),
    ]),
  'ashford-home': () =>
    page('ashford-home', 'partnerPage', 'Ashford Home Furnishings', [
      component('detail', 'commerce_assets.partnerDetail', { heading: 'Ashford Home Furnishings', text: '<p>Since 1962.</p>' }),
    ]),
  footer: () => page('footer', 'fragment', 'Footer', [component('body', 'commerce_assets.richText', { html: '<p>Footer</p>' })]),
  help: helpPage,
  ...Object.fromEntries(TABS.map(([, , slug]) => [slug, helpPage])),
}

/** Eight news posts, newest first. */
const NEWS: PostSummary[] = Array.from({ length: 8 }, (_, i) => ({
  id: `post-${8 - i}`,
  typeId: 'newsPage',
  name: `Post number ${8 - i}`,
  description: 'd',
  listing: { date: `2026-0${8 - i}-15`, summary: `Summary ${8 - i}.` },
}))

function serveContent() {
  server.use(
    http.get(PAGES, ({ params, request }) => {
      const make = PAGES_BY_ID[String(params.pageId)]
      const locale = new URL(request.url).searchParams.get('locale') ?? 'en-US'
      return make ? HttpResponse.json(make(locale)) : HttpResponse.json({ message: 'Page not found.' }, { status: 404 })
    }),
    http.get(POSTS, ({ request }) => {
      const query = new URL(request.url).searchParams
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 6)
      if (query.get('typeId') !== 'newsPage') return HttpResponse.json({ data: [], limit, offset, total: 0 })
      return HttpResponse.json({ data: NEWS.slice(offset, offset + limit), limit, offset, total: NEWS.length })
    }),
  )
  const leads = fakeLeadApi()
  server.use(...leads.handlers)
}

afterEach(() => vi.useRealTimers())

describe('the partner page', () => {
  it('offers the partner form and the report from its lead form components; the forms load when opened', async () => {
    serveContent()
    const { user } = renderApp('/partner')
    await screen.findByRole('heading', { level: 1, name: 'Become a retail partner' })
    const main = screen.getByRole('main')
    const getStarted = within(main).getByRole('button', { name: 'Get started' })
    expect(within(main).getByRole('region', { name: 'Download the report' })).toContainElement(
      within(main).getByRole('button', { name: 'Read the Report' }),
    )
    await expectNoAxeViolations()

    await user.click(getStarted)
    const dialog = await screen.findByRole('dialog', { name: 'Interested in participating as a retail partner?' })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(0)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(getStarted).toHaveFocus()

    await user.click(within(main).getByRole('button', { name: 'Read the Report' }))
    expect(await screen.findByRole('dialog', { name: 'Complete the form to download the report' })).toBeInTheDocument()
  })

  it('speaks Spanish under /es', async () => {
    serveContent()
    renderApp('/es/partner')
    await screen.findByRole('heading', { level: 1, name: 'Hágase socio minorista' })
    expect(screen.getByRole('button', { name: 'Comenzar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Leer el informe' })).toBeInTheDocument()
  })
})

describe('pages at their type’s address', () => {
  it('shows a blog post at /blog/{id}, headed by its detail', async () => {
    serveContent()
    renderApp('/blog/a-blog-post')
    expect(await screen.findByRole('heading', { level: 1, name: 'Budgeting on payday' })).toBeInTheDocument()
    expect(screen.getByText('Plan each payment.')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('shows a partner’s page at /partner/{id} and /partners/{id}', async () => {
    serveContent()
    renderApp('/partners/ashford-home')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ashford Home Furnishings' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it.each([
    ['/news/a-blog-post', 'a blog post as news'],
    ['/a-blog-post', 'a post as a page'],
    ['/partner/news', 'a page as a partner'],
    ['/footer', 'a fragment of the shell'],
    ['/no-such-page', 'nothing'],
  ])('is not found at %s (%s)', async (path) => {
    serveContent()
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: /not found|be found/i })).toBeInTheDocument()
  })
})

describe('the news list', () => {
  it('shows the page, then its six newest posts with their dates, and pages to the older ones', async () => {
    serveContent()
    const { user } = renderApp('/news')
    await screen.findByRole('heading', { level: 1, name: 'News' })
    expect(screen.getByText('What is new.')).toBeInTheDocument()
    const posts = await screen.findAllByRole('article')
    expect(posts).toHaveLength(6)
    expect(within(posts[0]!).getByRole('link', { name: 'Post number 8' })).toHaveAttribute('href', '/news/post-8')
    expect(within(posts[0]!).getByText('August 15, 2026')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' })
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument()
    expect(within(pages).queryByRole('link', { name: 'Newer posts' })).not.toBeInTheDocument()
    await expectNoAxeViolations()

    await user.click(within(pages).getByRole('link', { name: 'Older posts' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/news?page=2'))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.getByRole('link', { name: 'Post number 1' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Newer posts' })).toHaveAttribute('href', '/news')
  })
})

describe('a news page past the end', () => {
  it('says how many pages there are and links back to the newest posts', async () => {
    serveContent()
    renderApp('/news?page=9')
    await screen.findByRole('heading', { level: 1, name: 'News' })
    expect(await screen.findByText(/This list has 2 pages\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the newest posts' })).toHaveAttribute('href', '/news')
  })
})

describe('the tabbed pages', () => {
  it('shows the tab of the path, and a click swaps the content and pushes the tab’s path', async () => {
    serveContent()
    const { user } = renderApp('/en/applicationprocess')
    await screen.findByRole('heading', { level: 1, name: 'Leasing information' })
    expect(screen.getByRole('tab', { name: 'Application Process' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('All about Application Process.')).toBeVisible()
    await expectNoAxeViolations()

    await user.click(screen.getByRole('tab', { name: 'Payment Information' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/paymentinformation$/)
    expect(screen.getByRole('tab', { name: 'Payment Information' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('All about Payment Information.')).toBeVisible()
  })

  it('shows the first tab at the page’s own address, and speaks Spanish under /es with the same slugs', async () => {
    serveContent()
    const { user } = renderApp('/es/help')
    await screen.findByRole('heading', { level: 1, name: 'Información sobre arrendamiento' })
    expect(screen.getByRole('tab', { name: 'Acerca del arrendamiento' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Proceso de solicitud' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/applicationprocess$/)
  })

  it('clicks the active tab after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serveContent()
    renderApp('/en/paymentinformation')
    const tab = await screen.findByRole('tab', { name: 'Payment Information' })
    const clicks = vi.fn()
    tab.addEventListener('click', clicks)
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(clicks).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(clicks).toHaveBeenCalledTimes(1)
    // Clicking the tab already shown stays on its path.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/paymentinformation$/)
  })
})
