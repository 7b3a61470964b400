/**
 * The campaign a lease application carries: the tracking cookies kept when the visitor arrived
 * (lib/tracking-params.ts — only with marketing consent, a referral code always), named as the
 * server reads them. Only the names the server keeps are sent; with none kept, no campaign.
 * Kept apart from tracking-params so that only the lazily loaded forms that send it load it.
 */
import type { ApplicationCampaign } from '@/api/types'
import { trackingCookies } from './tracking-params'

const CAMPAIGN_NAMES = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'msclkid',
  'fbclid',
  'referral_code',
  'davuid',
  'dasrc',
] as const satisfies readonly (keyof ApplicationCampaign)[]

type CampaignName = (typeof CAMPAIGN_NAMES)[number]

const isCampaignName = (name: string): name is CampaignName => (CAMPAIGN_NAMES as readonly string[]).includes(name)

/** The campaign in a `document.cookie` string, or undefined when it holds none of it. */
export function trackedCampaign(cookie: string): ApplicationCampaign | undefined {
  const campaign: ApplicationCampaign = {}
  let found = false
  for (const [name, value] of trackingCookies(cookie)) {
    if (!isCampaignName(name)) continue
    campaign[name] = value
    found = true
  }
  return found ? campaign : undefined
}
