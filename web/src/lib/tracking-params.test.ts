import { describe, expect, it } from 'vitest'
import {
  captureTracking,
  cookieAssignment,
  cookieRemoval,
  isSearchEngineReferrer,
  trackingCookieNames,
  trackingCookies,
  visitorId,
  withTrackingParams,
} from './tracking-params'

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

/** A visit's capture with a fixed random number and time (visitor id 550 + the time). */
const capture = (search: string, { referrer = '', cookie = '' } = {}) =>
  captureTracking({ search, referrer, cookie, random: 0.5, now: 1_767_225_600_000 })

const days = (result: ReturnType<typeof capture>) => Object.fromEntries(result.set.map((c) => [c.name, [c.value, c.days]]))

describe('visitorId', () => {
  it('is a three-digit random number from 100 to 999, then the time in milliseconds', () => {
    expect(visitorId(0, 1_767_225_600_000)).toBe('1001767225600000')
    expect(visitorId(0.5, 1_767_225_600_000)).toBe('5501767225600000')
    expect(visitorId(0.999_999, 1_767_225_600_000)).toBe('9991767225600000')
  })
})

describe('captureTracking', () => {
  it('keeps the campaign and the paid-click ids for 14 days, the referral code for 7, with a new visitor id and the source web', () => {
    const result = capture(
      '?utm_source=email&utm_medium=newsletter&utm_campaign=spring&gclid=g-1&msclkid=m1&fbclid=f-1&referral_code=R42&q=sofa',
    )
    expect(days(result)).toEqual({
      utm_source: ['email', 14],
      utm_medium: ['newsletter', 14],
      utm_campaign: ['spring', 14],
      gclid: ['g-1', 14],
      msclkid: ['m1', 14],
      fbclid: ['f-1', 14],
      referral_code: ['R42', 7],
      davuid: ['5501767225600000', 14],
      dasrc: ['web', 14],
    })
    expect(result.remove).toEqual([])
  })

  it('takes the visitor id and source the link carries, and keeps the ones already kept', () => {
    expect(days(capture('?davuid=100123&dasrc=partner'))).toEqual({ davuid: ['100123', 14], dasrc: ['partner', 14] })
    expect(capture('', { cookie: 'davuid=100123; dasrc=partner' })).toEqual({ set: [], remove: [] })
  })

  it('keeps a campaign from the mobile app or a refer-a-friend link for 7 days', () => {
    expect(days(capture('?utm_source=mobile-app&utm_campaign=spring', { cookie: 'davuid=1; dasrc=web' }))).toEqual({
      utm_source: ['mobile-app', 7],
      utm_campaign: ['spring', 7],
    })
    expect(days(capture('?utm_source=friend&utm_medium=RAF', { cookie: 'davuid=1; dasrc=web' }))).toEqual({
      utm_source: ['friend', 7],
      utm_medium: ['RAF', 7],
    })
  })

  it('replaces the campaign kept: the parameters a new link lacks are removed', () => {
    const result = capture('?utm_source=google', { cookie: 'davuid=1; dasrc=web; utm_source=email; utm_campaign=spring; gclid=g-0' })
    expect(days(result)).toEqual({ utm_source: ['google', 14] })
    expect(result.remove).toEqual(['utm_campaign'])
  })

  it('makes a visit from a search engine’s results organic, unless it was a paid click or names its campaign', () => {
    const organic = capture('', { referrer: 'https://www.google.com/', cookie: 'davuid=1; dasrc=web; utm_source=email' })
    expect(days(organic)).toEqual({ utm_medium: ['organic', 14] })
    expect(organic.remove).toEqual(['utm_source'])
    expect(days(capture('?gclid=g-1', { referrer: 'https://www.google.com/', cookie: 'davuid=1; dasrc=web' }))).toEqual({
      gclid: ['g-1', 14],
    })
    expect(days(capture('?utm_medium=cpc', { referrer: 'https://www.bing.com/search?q=sofa', cookie: 'davuid=1; dasrc=web' }))).toEqual({
      utm_medium: ['cpc', 14],
    })
    // Another site, or a move within ours: nothing changes.
    expect(capture('', { referrer: 'https://news.example/', cookie: 'davuid=1; dasrc=web' })).toEqual({ set: [], remove: [] })
  })

  it('drops empty and overlong values', () => {
    expect(days(capture(`?utm_source=&utm_campaign=${'x'.repeat(300)}&gclid=`, { cookie: 'davuid=1; dasrc=web' }))).toEqual({})
  })
})

describe('isSearchEngineReferrer', () => {
  it('knows the major search engines, with any country ending', () => {
    for (const referrer of [
      'https://www.google.com/',
      'https://www.google.co.uk/search?q=sofa',
      'https://www.google.com.mx/',
      'https://www.bing.com/search?q=sofa',
      'https://search.yahoo.com/',
      'https://es.search.yahoo.com/',
      'https://duckduckgo.com/',
      'https://www.baidu.com/',
      'https://yandex.ru/',
      'https://www.ecosia.org/',
    ])
      expect(isSearchEngineReferrer(referrer), referrer).toBe(true)
  })

  it('is not fooled by a look-alike host, and ignores what is not a web address', () => {
    for (const referrer of [
      'https://google.evil.example/',
      'https://notbing.com/',
      'https://mygoogle.com/',
      'android-app://com.google/',
      '',
      'x',
    ])
      expect(isSearchEngineReferrer(referrer), referrer).toBe(false)
  })
})

describe('cookies', () => {
  it('sets a tracking cookie for the whole site with its lifetime in seconds, Secure on https', () => {
    expect(cookieAssignment({ name: 'utm_campaign', value: 'spring sale', days: 14 }, true)).toBe(
      'utm_campaign=spring%20sale; Max-Age=1209600; Path=/; SameSite=Lax; Secure',
    )
    expect(cookieAssignment({ name: 'referral_code', value: 'R42', days: 7 }, false)).toBe(
      'referral_code=R42; Max-Age=604800; Path=/; SameSite=Lax',
    )
    expect(cookieRemoval('gclid')).toBe('gclid=; Max-Age=0; Path=/; SameSite=Lax')
  })

  it('names the tracking cookies an opt-out removes, and no other (the referral code stays)', () => {
    expect(trackingCookieNames('session=1; utm_source=email; davuid=1; dasrc=web; other=x; referral_code=R; fbclid=')).toEqual([
      'utm_source',
      'davuid',
      'dasrc',
      'fbclid',
    ])
  })
})
