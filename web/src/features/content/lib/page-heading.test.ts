import { hasPageHeading } from './page-heading'
import { summary } from './summary'

describe('content pages', () => {
  it('is a page when the body has its own top-level heading', () => {
    expect(hasPageHeading('<h1>How it works</h1><p>x</p>')).toBe(true)
    expect(hasPageHeading('<H1 class="x">About</H1>')).toBe(true)
    expect(hasPageHeading('<h2>Three steps</h2><header>x</header>')).toBe(false)
    expect(hasPageHeading('<nav aria-label="Shop"><a href="/cart">Cart</a></nav>')).toBe(false)
  })

  it('describes a page by its text, without its heading', () => {
    expect(summary('<h1>How it works</h1><p>Apply &amp; shop.</p>')).toBe('Apply & shop.')
    expect(summary(`<p>${'word '.repeat(60)}</p>`)).toMatch(/^(word ){30,}.*…$/)
  })
})
