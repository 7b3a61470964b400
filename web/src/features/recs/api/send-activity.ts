/**
 * POST /mobify/proxy/einstein/v3/activities/{site}/{activity}
 *   header x-cq-client-id; body {cookieId, userId, realm, instanceType, …the activity's fields}
 *
 * What the shopper does, for the recommendations: sent after the fact, never awaited by the
 * page; a failure is logged and nothing else happens. Nothing is sent without a visitor id.
 */
import type { components } from '@/api/schema.gen'
import { api, ok } from '@/lib/api-client'
import { logPost, messageOf, type LogContext } from '@/lib/client-log'
import { realmOf, type RecsSite, type RecsVisitor } from '../lib/einstein'

export const ACTIVITY_PATH = '/mobify/proxy/einstein/v3/activities/{site}/{activity}'

export type Activity =
  | 'viewProduct'
  | 'viewSearch'
  | 'clickSearch'
  | 'viewCategory'
  | 'clickCategory'
  | 'viewReco'
  | 'clickReco'
  | 'viewPage'
  | 'beginCheckout'
  | 'checkoutStep'
  | 'addToCart'

type ActivityBody = components['schemas']['ActivityBody']
/** An activity's own fields (the visitor, realm and instance type are added). */
export type ActivityFields = Omit<ActivityBody, 'cookieId' | 'userId' | 'realm' | 'instanceType'>

export async function sendActivity(site: RecsSite, visitor: RecsVisitor, activity: Activity, fields: ActivityFields, log: LogContext) {
  if (!visitor.cookieId) return
  try {
    await ok(
      api.POST(ACTIVITY_PATH, {
        params: { path: { site: site.siteId, activity }, header: { 'x-cq-client-id': site.clientId } },
        body: {
          ...fields,
          cookieId: visitor.cookieId,
          userId: visitor.userId ?? null,
          realm: realmOf(site),
          instanceType: site.instanceType,
        },
      }),
    )
  } catch (error) {
    void logPost(log, 'error', `Activity ${activity} failed: ${messageOf(error) ?? 'unknown error'}`)
  }
}
