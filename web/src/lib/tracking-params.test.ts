import { describe, expect, it } from 'vitest'
import { trackingCookies, withTrackingParams } from './tracking-params'

describe('withTrackingParams', () => {
  it('adds the visitor’s campaign, click ids and visitor id from their cookies', () => {
    const cookie = 'session=abc; utm_source=email; utm_campaign=spring%20sale; gclid=g-1; davuid=100123; dasrc=web; other=x'
    const url = new URL(withTrackingParams('https://apply.credit.example/start?lang=en', cookie)!)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      utm_source: 'email',
      utm_campaign: 'spring sale',
      gclid: 'g-1',
      davuid: '100123',
      dasrc: 'web',
    })
  })

  it('keeps a parameter the link sets itself', () => {
    const url = new URL(withTrackingParams('https://apply.credit.example/?utm_campaign=credit', 'utm_campaign=spring; utm_medium=cpc')!)
    expect(url.searchParams.get('utm_campaign')).toBe('credit')
    expect(url.searchParams.get('utm_medium')).toBe('cpc')
  })

  it('leaves the link as it is without tracking cookies, and refuses what is not a web address', () => {
    expect(withTrackingParams('https://apply.credit.example/', '')).toBe('https://apply.credit.example/')
    expect(withTrackingParams('javascript:alert(1)', 'utm_source=x')).toBeNull()
    expect(withTrackingParams('not a url', '')).toBeNull()
  })
})

describe('trackingCookies', () => {
  it('skips empty and undecodable values', () => {
    expect(trackingCookies('utm_source=; fbclid=%E0%A4%A; msclkid=m1')).toEqual([['msclkid', 'm1']])
  })
})
