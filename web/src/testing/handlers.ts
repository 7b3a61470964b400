import { http, HttpResponse } from 'msw'
import enUS from '../../translations/en-US.json'
import esUS from '../../translations/es-US.json'
import { authHandlers } from './auth'
import { basketHandlers } from './basket'
import { catchUpHandlers } from './catchup'
import { appConfigFixture, categoryFixture, contentAssets, contentPages } from './fixtures'
import { idpHandlers } from './idp'
import { leaseHandlers } from './lease'
import { estimateHandlers } from './lease-quotes'
import { paymentMethodsHandlers } from './payment-methods'
import { paymentsHandlers } from './payments'
import { recsHandlers } from './recs'
import { shopperContextHandlers } from './shopper-context'
import { wishlistHandlers } from './wishlist'

type Catalogue = Record<string, { defaultMessage: string }>
const sources: Record<string, Catalogue> = { 'en-US': enUS, 'es-US': esUS }

/** The committed catalogue of a locale as the compiled file would serve it (plain strings). */
export function catalogue(locale: 'en-US' | 'es-US'): Record<string, string> {
  return Object.fromEntries(Object.entries(sources[locale] ?? {}).map(([id, m]) => [id, m.defaultMessage]))
}

export const handlers = [
  ...authHandlers,
  ...basketHandlers,
  ...wishlistHandlers,
  ...idpHandlers,
  ...shopperContextHandlers,
  ...leaseHandlers,
  ...estimateHandlers,
  ...paymentMethodsHandlers,
  ...paymentsHandlers,
  ...catchUpHandlers,
  ...recsHandlers,
  http.get('*/static/translations/compiled/:locale', ({ params }) => {
    const locale = String(params.locale).replace(/\.json$/, '')
    if (locale !== 'en-US' && locale !== 'es-US') return new HttpResponse(null, { status: 404 })
    return HttpResponse.json(catalogue(locale))
  }),
  http.get('*/api/app-config', () => HttpResponse.json(appConfigFixture)),
  http.get('*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences', () =>
    HttpResponse.json({ customPreferences: { enableKeycloak: true, enableLegacyCustomerLogin: false } }),
  ),
  // The header's category menu (root, levels=1) and a department's categories when it opens.
  http.get('*/mobify/proxy/api/product/shopper-products/v1/organizations/:org/categories/:id', ({ params, request }) => {
    const query = new URL(request.url).searchParams
    const found = categoryFixture(query.get('locale') ?? 'en-US', String(params.id), Number(query.get('levels') ?? 1))
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ title: 'Category Not Found', type: 'about:blank', detail: 'No such category' }, { status: 404 })
  }),
  http.get('*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/:pageId', ({ params, request }) => {
    const locale = new URL(request.url).searchParams.get('locale') ?? 'en-US'
    const page = contentPages[locale]?.[String(params.pageId)]
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ title: 'Not Found', type: 'about:blank', detail: 'No such page' }, { status: 404 })
  }),
  http.get('*/mobify/proxy/ocapi/s/:siteId/dw/shop/v22_8/content/:contentId', ({ params, request }) => {
    const locale = new URL(request.url).searchParams.get('locale') ?? 'en-US'
    const asset = contentAssets[locale]?.[String(params.contentId)]
    if (!asset) {
      return HttpResponse.json(
        { title: 'Not Found', type: 'about:blank', detail: 'No such content', message: 'Content not found' },
        { status: 404 },
      )
    }
    return HttpResponse.json(asset)
  }),
]
