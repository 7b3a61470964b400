/**
 * The products-by-id call (GET …/products?ids=a,b,c): answers the given products among the ids,
 * in the order asked, and leaves out the others (as the server does with a product no longer
 * sold online). Keeps the ids of every call.
 */
import { http, HttpResponse } from 'msw'
import type { Product } from '@/api/types'

export function productsHandler(products: Product[]) {
  const requests: string[][] = []
  const handler = http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/products', ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean)
    requests.push(ids)
    const data = ids.flatMap((id) => products.filter((product) => product.id === id))
    return HttpResponse.json({ data, limit: ids.length, total: data.length })
  })
  return { handler, requests }
}
