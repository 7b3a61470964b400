import { http, HttpResponse } from 'msw'

/** An activity the app sent: its name and body. */
export interface SentActivity {
  activity: string
  body: Record<string, unknown>
}

/**
 * The recommender as the tests see it: what each recommender answers (nothing unless a test
 * says), and every activity sent, in order. Reset before each test (testing/setup.ts).
 */
/** The recommenders the site offers (as server/src/recs names them). */
const ALL_RECOMMENDERS = [
  'viewed-recently-einstein',
  'pdp-similar-items',
  'product-to-product-einstein',
  'complete-the-set',
  'home-top-revenue-for-category',
  'products-in-all-categories',
]

/** Each zone's recommender, as the server chooses them. */
const ZONE_RECOMMENDERS: Record<string, string> = {
  home: 'home-top-revenue-for-category',
  'product-detail': 'product-to-product-einstein',
  cart: 'product-to-product-einstein',
  'empty-search': 'products-in-all-categories',
}

export const fakeRecs = {
  answers: new Map<string, string[]>(),
  activities: [] as SentActivity[],
  /** Each recommendations call: the recommender that answered, the zone when one was asked. */
  requests: [] as { recommender: string; zone?: string; body: Record<string, unknown> }[],
  /** What the recommenders list answers; null: it fails. */
  recommenders: ALL_RECOMMENDERS as string[] | null,
  /** How many times the list was read. */
  recommenderLists: 0,
  reset() {
    this.answers.clear()
    this.activities = []
    this.requests = []
    this.recommenders = ALL_RECOMMENDERS
    this.recommenderLists = 0
  },
}

function answer(recommender: string) {
  const ids = fakeRecs.answers.get(recommender) ?? []
  return HttpResponse.json({
    recoUUID: `reco-${recommender}`,
    recommenderName: recommender,
    displayMessage: recommender,
    recs: ids.map((id) => ({ id, product_name: id, image_url: `/images/${id}.svg`, product_url: `/product/${id}` })),
  })
}

export const recsHandlers = [
  http.post('*/mobify/proxy/einstein/v3/activities/:site/:activity', async ({ params, request }) => {
    fakeRecs.activities.push({ activity: String(params.activity), body: (await request.json()) as Record<string, unknown> })
    return HttpResponse.json({ requestId: 'req-1' })
  }),
  http.post('*/mobify/proxy/einstein/v3/personalization/recs/:site/:recommender', async ({ params, request }) => {
    const recommender = String(params.recommender)
    fakeRecs.requests.push({ recommender, body: (await request.json()) as Record<string, unknown> })
    return answer(recommender)
  }),
  http.post('*/mobify/proxy/einstein/v3/personalization/:site/zones/:zone/recs', async ({ params, request }) => {
    const zone = String(params.zone)
    const recommender = ZONE_RECOMMENDERS[zone]
    if (!recommender) return HttpResponse.json({ message: `Zone '${zone}' not found.` }, { status: 404 })
    fakeRecs.requests.push({ recommender, zone, body: (await request.json()) as Record<string, unknown> })
    return answer(recommender)
  }),
  http.get('*/mobify/proxy/einstein/v3/personalization/recommenders/:site', () => {
    fakeRecs.recommenderLists += 1
    if (!fakeRecs.recommenders) return HttpResponse.json({ message: 'down', type: 'x', title: 'x', detail: 'x' }, { status: 500 })
    return HttpResponse.json({
      recommenders: fakeRecs.recommenders.map((name) => ({ name, description: name, recommenderType: 'einstein' })),
    })
  }),
]
