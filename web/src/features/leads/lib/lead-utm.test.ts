import { describe, expect, it } from 'vitest'
import { leadUtm } from './lead-utm'

describe('leadUtm', () => {
  it('is the tracking cookies as a query string: campaign, click ids, visitor id and source', () => {
    const cookie = 'session=abc; utm_source=email; utm_campaign=spring%20sale; gclid=g-1; davuid=100123; dasrc=web; other=x'
    expect(leadUtm(cookie, '?utm_source=ignored')).toBe('utm_source=email&utm_campaign=spring+sale&gclid=g-1&davuid=100123&dasrc=web')
  })

  it('falls back to the page address’s campaign and click ids when there are no tracking cookies', () => {
    expect(leadUtm('session=abc', '?utm_medium=cpc&q=sofa&fbclid=f-1&utm_term=&msclkid=m-1')).toBe('utm_medium=cpc&fbclid=f-1&msclkid=m-1')
  })

  it('is empty without either', () => {
    expect(leadUtm('', '')).toBe('')
    expect(leadUtm('session=abc', '?q=sofa')).toBe('')
  })
})
