import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ContentPage } from '@/api/types'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const PAGES = '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/:pageId'

function newsPost(locale: string): ContentPage {
  const en = locale === 'en-US'
  return {
    id: 'partners-pass-forty',
    typeId: 'newsPage',
    name: en ? 'Northwind Lease passes 40 retail partners' : 'Northwind Lease supera las 40 tiendas asociadas',
    description: 'd',
    pageTitle: en ? 'Northwind Lease passes 40 retail partners' : 'Northwind Lease supera las 40 tiendas asociadas',
    pageDescription: en ? 'Now in 45 states.' : 'Ya en 45 estados.',
    listing: { date: '2026-10-14', summary: 's' },
    regions: [
      {
        id: 'main',
        components: [
          {
            id: 'article',
            typeId: 'commerce_assets.newsDetail',
            data: {
              newsHeading: en ? 'Northwind Lease passes 40 retail partners' : 'Northwind Lease supera las 40 tiendas asociadas',
              newsSubHeading: en ? 'Shoppers in 45 states' : 'Compradores en 45 estados',
              newsTileDate: '2026-10-14',
              newsDetail: en ? '<p>More than 40 partners.</p>' : '<p>Más de 40 tiendas.</p>',
            } as never,
          },
        ],
      },
    ],
  }
}

function servePages(pages: Record<string, (locale: string) => ContentPage>) {
  server.use(
    http.get(PAGES, ({ params, request }) => {
      const page = pages[String(params.pageId)]
      const locale = new URL(request.url).searchParams.get('locale') ?? 'en-US'
      return page ? HttpResponse.json(page(locale)) : HttpResponse.json({ message: 'Page not found.' }, { status: 404 })
    }),
  )
}

describe('/news/{pageId}', () => {
  it('shows the post with its date, a Print button and its text', async () => {
    servePages({ 'partners-pass-forty': newsPost })
    renderApp('/news/partners-pass-forty')
    const article = await screen.findByRole('article')
    expect(within(article).getByRole('heading', { level: 1, name: 'Northwind Lease passes 40 retail partners' })).toBeInTheDocument()
    expect(within(article).getByText('October 14, 2026')).toHaveAttribute('datetime', '2026-10-14')
    expect(within(article).getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(within(article).getByText('More than 40 partners.')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expectNoAxeViolations()
  })

  it('speaks Spanish under /es/', async () => {
    servePages({ 'partners-pass-forty': newsPost })
    renderApp('/es/news/partners-pass-forty')
    const article = await screen.findByRole('article')
    expect(within(article).getByText('14 de octubre de 2026')).toBeInTheDocument()
    expect(within(article).getByRole('button', { name: 'Imprimir' })).toBeInTheDocument()
  })

  it('is the not-found page for a page that is not a news post, or none', async () => {
    servePages({ 'how-it-works': (locale) => ({ ...newsPost(locale), id: 'how-it-works', typeId: 'contentPage' }) })
    renderApp('/news/how-it-works')
    expect(await screen.findByRole('heading', { level: 1, name: "The page you're looking for can't be found." })).toBeInTheDocument()
  })
})
