import { describe, expect, it } from 'vitest'
import { trackedCampaign } from './tracking-campaign'

describe('the campaign an application carries', () => {
  it('is the tracking cookies the server keeps, decoded', () => {
    expect(
      trackedCampaign(
        'sid=abc; utm_source=google; utm_campaign=fall%20sale; utm_id=42; gclid=Cj0; davuid=4321764300000000; dasrc=web; referral_code=ANA7',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_campaign: 'fall sale',
      gclid: 'Cj0',
      davuid: '4321764300000000',
      dasrc: 'web',
      referral_code: 'ANA7',
    })
  })

  it('is none without tracking cookies', () => {
    expect(trackedCampaign('')).toBeUndefined()
    expect(trackedCampaign('sid=abc; utm_id=42; theme=dark')).toBeUndefined()
  })
})
