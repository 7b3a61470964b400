import { appConfigFixture } from '@/testing/fixtures'
import { planRoute } from './route-plan'

const categoryPaths = (url: string) =>
  planRoute(url, appConfigFixture)
    .queries.map((query) => query.request.path)
    .filter((path) => path.includes('/categories/'))

describe('planRoute', () => {
  it("renders every page's header with the departments only: a department's categories are read when its menu opens", () => {
    const paths = categoryPaths('/')
    expect(paths).toHaveLength(1)
    expect(paths[0]).toMatch(/\/categories\/root\?/)
    expect(paths[0]).toContain('levels=1')
  })

  it('renders a search narrowed to a category with that category, so its chip shows its name', () => {
    const paths = categoryPaths('/search?q=sofa&refine=cgid%3Dsofas')
    expect(paths).toEqual([
      expect.stringMatching(/\/categories\/root\?.*levels=1/),
      expect.stringMatching(/\/categories\/sofas\?.*levels=0/),
    ])
    const plan = planRoute('/search?q=sofa&refine=cgid%3Dsofas', appConfigFixture)
    // A category that is gone leaves the chip showing its id: the search still answers.
    expect(plan.queries.at(-1)?.notFound).toBeUndefined()
  })

  it('answers 404 for an unknown path and renders no private page', () => {
    expect(planRoute('/no/such/page/here', appConfigFixture).status).toBe(404)
    for (const path of ['/dashboard', '/payment-methods', '/es/add-payment-method', '/northwind/en-US/payment-methods']) {
      const portal = planRoute(path, appConfigFixture)
      expect(portal.render, path).toBe(false)
      expect(portal.queries, path).toEqual([])
      expect(portal.status, path).not.toBe(404)
    }
  })
})
