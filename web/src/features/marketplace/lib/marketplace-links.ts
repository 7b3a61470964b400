/**
 * Links that leave for a retailer's site carry the marketplace's campaign (`utm_campaign`,
 * `marketplace` unless the retailer has its own), keeping the link's own parameters.
 */
export const MARKETPLACE_CAMPAIGN = 'marketplace'

export function partnerLink(partnerUrl: string, campaign = MARKETPLACE_CAMPAIGN): string {
  let url: URL
  try {
    url = new URL(partnerUrl)
  } catch {
    return partnerUrl
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '#'
  url.searchParams.set('utm_campaign', campaign)
  return url.toString()
}

/** The advertised approval amount: up to $4,000 in merchandise. */
export const ADVERTISED_APPROVAL_CENTS = 400_000
