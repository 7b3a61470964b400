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
export const fakeRecs = {
  answers: new Map<string, string[]>(),
  activities: [] as SentActivity[],
  requests: [] as { recommender: string; body: Record<string, unknown> }[],
  reset() {
    this.answers.clear()
    this.activities = []
    this.requests = []
  },
}

export const recsHandlers = [
  http.post('*/mobify/proxy/einstein/v3/activities/:site/:activity', async ({ params, request }) => {
    fakeRecs.activities.push({ activity: String(params.activity), body: (await request.json()) as Record<string, unknown> })
    return HttpResponse.json({ requestId: 'req-1' })
  }),
  http.post('*/mobify/proxy/einstein/v3/personalization/recs/:site/:recommender', async ({ params, request }) => {
    const recommender = String(params.recommender)
    fakeRecs.requests.push({ recommender, body: (await request.json()) as Record<string, unknown> })
    const ids = fakeRecs.answers.get(recommender) ?? []
    return HttpResponse.json({
      recoUUID: `reco-${recommender}`,
      recommenderName: recommender,
      displayMessage: recommender,
      recs: ids.map((id) => ({ id, product_name: id, image_url: `/images/${id}.svg`, product_url: `/product/${id}` })),
    })
  }),
]
