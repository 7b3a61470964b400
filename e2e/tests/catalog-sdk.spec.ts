// The official commerce-sdk-isomorphic client, unmodified, against Leasefront's catalog and
// search (getCategory, getProducts, productSearch, getSearchSuggestions), its stores
// (searchStores) and the shopper's context (ShopperContexts: where a chosen store is kept),
// with a guest token as the SDK sends it.
import { expect, test } from './support'
import { clientConfig, parameters, sdk } from './sdk'

const { ShopperProducts, ShopperSearch } = sdk

test.describe('commerce-sdk-isomorphic: catalog and search', () => {
  test('getCategory reads the root with two levels, in Spanish too', async ({ baseURL }) => {
    const products = new ShopperProducts(await clientConfig(baseURL!))
    const root = await products.getCategory({ parameters: { id: 'root', levels: 2 } })
    expect(root.categories?.map((c) => c.id)).toContain('furniture')
    expect(root.categories?.[0]?.categories?.length).toBeGreaterThan(0)
    const es = await products.getCategory({ parameters: { id: 'furniture', levels: 1, locale: 'es-US' } })
    expect(es.name).toBe('Muebles')
  })

  test('getProducts returns the asked products with their expansions', async ({ baseURL }) => {
    const products = new ShopperProducts(await clientConfig(baseURL!))
    const result = await products.getProducts({
      parameters: {
        ids: 'sofas-001,harbor-living-room-set',
        allImages: true,
        perPricebook: true,
        expand: ['availability', 'images', 'prices', 'variations', 'promotions'],
      },
    })
    expect(result.total).toBe(2)
    const sofa = result.data.find((p) => p.id === 'sofas-001')!
    expect(sofa.type?.master).toBe(true)
    expect(sofa.variants?.length).toBeGreaterThan(0)
    expect(sofa.imageGroups?.some((g) => g.viewType === 'large')).toBe(true)
    expect(typeof sofa.inventory?.stockLevel).toBe('number')
    await expect(products.getProducts({ parameters: { ids: Array.from({ length: 25 }, (_, i) => `p${i}`).join(',') } })).rejects.toThrow()
  })

  test('productSearch refines, sorts and pages; getSearchSuggestions completes', async ({ baseURL }) => {
    const config = await clientConfig(baseURL!)
    const search = new ShopperSearch(config)
    const sofas = await search.productSearch({ parameters: { q: 'sofa', limit: 5 } })
    expect(sofas.total).toBeGreaterThan(0)
    expect(sofas.hits?.[0]?.productName?.toLowerCase()).toContain('sofa')
    const refined = await search.productSearch({
      parameters: { refine: ['cgid=tv-electronics'], sort: 'price-low-to-high', offset: 0, limit: 25 },
    })
    const prices = (refined.hits ?? []).map((h) => h.price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(refined.refinements.find((r) => r.attributeId === 'cgid')?.values?.length).toBeGreaterThan(0)
    const typo = await search.productSearch({ parameters: { q: 'sofaa' } })
    expect(typo.total).toBeGreaterThan(0)
    const suggestions = await search.getSearchSuggestions({ parameters: { q: 'mattr', limit: 5 } })
    expect(suggestions.productSuggestions?.products?.length).toBeGreaterThan(0)
  })
})

test.describe('commerce-sdk-isomorphic: stores', () => {
  test('searchStores finds stores by postal code and by position, nearest first, in km or miles', async ({ baseURL }) => {
    const stores = new sdk.ShopperStores(await clientConfig(baseURL!))
    const berlin = await stores.searchStores({ parameters: { countryCode: 'DE', postalCode: '10178', maxDistance: 100, limit: 10 } })
    expect(berlin.total).toBeGreaterThanOrEqual(7)
    expect(berlin.data?.[0]?.city).toBe('Berlin')
    const distances = (berlin.data ?? []).map((store) => store.distance ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(berlin.data?.[0]?.distanceUnit).toBe('km')
    const near = await stores.searchStores({
      parameters: { latitude: 40.7128, longitude: -74.006, distanceUnit: 'mi', maxDistance: 20, limit: 5 },
    })
    expect(near.data?.[0]?.stateCode).toBe('NY')
    expect(near.data?.[0]?.distanceUnit).toBe('mi')
    await expect(stores.searchStores({ parameters: { countryCode: 'DE', postalCode: '10178', limit: 201 } })).rejects.toThrow()
  })
})

test.describe('commerce-sdk-isomorphic: shopper context', () => {
  test('ShopperContexts creates, reads, merges and deletes the guest session’s context (its store as storeContextData)', async ({
    baseURL,
  }) => {
    // A guest session of its own: the context belongs to its usid.
    const base = { proxy: `${baseURL}/mobify/proxy/api`, parameters, throwOnBadResponse: true }
    const guest = await sdk.helpers.loginGuestUser({
      slasClient: new sdk.ShopperLogin(base),
      parameters: { redirectURI: 'http://localhost:3000/callback' },
    })
    expect(guest.usid).toBeTruthy()
    const contexts = new sdk.ShopperContexts({ ...base, headers: { authorization: `Bearer ${guest.access_token}` } })
    const session = { usid: guest.usid }

    await contexts.createShopperContext({
      parameters: session,
      body: { customQualifiers: { deviceType: 'mobile' }, storeContextData: { storeId: 'de-be-berlin-1' } },
    })
    expect(await contexts.getShopperContext({ parameters: session })).toEqual({
      customQualifiers: { deviceType: 'mobile' },
      storeContextData: { storeId: 'de-be-berlin-1' },
    })

    // An update merges: the new store replaces the old one, the qualifiers stay.
    const merged = await contexts.updateShopperContext({
      parameters: session,
      body: { assignmentQualifiers: { store: 'de-be-berlin-2' }, storeContextData: { storeId: 'de-be-berlin-2' } },
    })
    expect(merged).toEqual({
      customQualifiers: { deviceType: 'mobile' },
      assignmentQualifiers: { store: 'de-be-berlin-2' },
      storeContextData: { storeId: 'de-be-berlin-2' },
    })
    expect(await contexts.getShopperContext({ parameters: session })).toEqual(merged)

    await contexts.deleteShopperContext({ parameters: session })
    const gone = await contexts.getShopperContext({ parameters: session }).then(
      () => null,
      (error: { response?: { status?: number } }) => error.response?.status,
    )
    expect(gone).toBe(404)
  })
})
