/** The product scroller: its heading and list, its buttons by pointer and keyboard, loading and empty, and its server render. */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SOURCE_LOCALE } from '@/i18n/messages'
import { onIntlError } from '@/i18n/on-intl-error'
import { expectNoAxeViolations } from '@/testing/axe'
import { ProductScroller } from './product-scroller'

/**
 * jsdom lays nothing out: each test says how wide a row is and how far it scrolls, and
 * `scrollBy` moves it (within its ends) and fires `scroll`, as a browser would.
 */
const layout = { rowWidth: 500, contentWidth: 1200 }
const scrollBy = vi.fn(function (this: Element, options: ScrollToOptions) {
  const max = Math.max(0, layout.contentWidth - layout.rowWidth)
  this.scrollLeft = Math.min(Math.max(this.scrollLeft + (options.left ?? 0), 0), max)
  this.dispatchEvent(new Event('scroll'))
})

beforeEach(() => {
  layout.rowWidth = 500
  layout.contentWidth = 1200
  scrollBy.mockClear()
  const isRow = (element: Element) => element.tagName === 'UL'
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isRow(this) ? layout.rowWidth : 0
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isRow(this) ? layout.contentWidth : 0
  })
  Object.defineProperty(Element.prototype, 'scrollBy', { value: scrollBy, configurable: true, writable: true })
})

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollBy
})

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce') && reduce,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

const withIntl = (ui: ReactNode) => (
  <IntlProvider locale={SOURCE_LOCALE} defaultLocale={SOURCE_LOCALE} onError={onIntlError}>
    {ui}
  </IntlProvider>
)

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <a href={`/product/p-${i + 1}`}>Product {i + 1}</a>
    </li>
  ))

function renderScroller({ children = products(5), ...props }: { isLoading?: boolean; skeletonCount?: number; children?: ReactNode } = {}) {
  const user = userEvent.setup()
  const result = render(
    withIntl(
      <main>
        <button type="button">Before</button>
        <ProductScroller heading="Popular sofas" {...props}>
          {children}
        </ProductScroller>
      </main>,
    ),
  )
  return { ...result, user }
}

const previousButton = () => screen.queryByRole('button', { name: 'Previous products' })
const nextButton = () => screen.queryByRole('button', { name: 'More products' })

describe('the product scroller', () => {
  it('shows its heading over the list of its items, each reachable by keyboard', async () => {
    const { user } = renderScroller()
    const section = screen.getByRole('region', { name: 'Popular sofas' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Popular sofas' })).toBeInTheDocument()
    const row = within(section).getByRole('list', { name: 'Popular sofas' })
    expect(within(row).getAllByRole('listitem')).toHaveLength(5)

    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(nextButton()).toHaveFocus()
    await user.tab()
    expect(within(row).getByRole('link', { name: 'Product 1' })).toHaveFocus()
    await user.tab()
    expect(within(row).getByRole('link', { name: 'Product 2' })).toHaveFocus()
    await expectNoAxeViolations()
  })

  it('scrolls by one row width either way, each button shown only when there is more that way', async () => {
    const { user } = renderScroller()
    const row = screen.getByRole('list', { name: 'Popular sofas' })
    expect(previousButton()).not.toBeInTheDocument()
    expect(nextButton()).toBeVisible()

    await user.click(nextButton()!)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' })
    expect(row.scrollLeft).toBe(500)
    expect(previousButton()).toBeVisible()
    expect(nextButton()).toBeVisible()

    await user.click(nextButton()!)
    expect(row.scrollLeft).toBe(700)
    expect(nextButton()).not.toBeInTheDocument()

    await user.click(previousButton()!)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' })
    expect(row.scrollLeft).toBe(200)
    await user.click(previousButton()!)
    expect(row.scrollLeft).toBe(0)
    expect(previousButton()).not.toBeInTheDocument()
    expect(nextButton()).toBeVisible()
    await expectNoAxeViolations()
  })

  it('scrolls with Enter and Space, focus going to the other button when the one it was on hides', async () => {
    // As Chromium does: a focused element that gets hidden loses focus there and then, and a
    // hidden element cannot take it back (jsdom would let React's commit refocus it).
    const setAttribute = Object.getOwnPropertyDescriptor(Element.prototype, 'setAttribute')!.value as (
      this: Element,
      name: string,
      value: string,
    ) => void
    const focus = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'focus')!.value as (
      this: HTMLElement,
      options?: FocusOptions,
    ) => void
    vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
      setAttribute.call(this, name, value)
      if (name === 'hidden' && this === document.activeElement) (this as HTMLElement).blur()
    })
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      if (!this.closest('[hidden]')) focus.call(this, options)
    })
    const { user } = renderScroller()
    const row = screen.getByRole('list', { name: 'Popular sofas' })
    await user.click(screen.getByRole('button', { name: 'Before' }))
    await user.tab()
    expect(nextButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(row.scrollLeft).toBe(500)
    expect(nextButton()).toHaveFocus()
    await user.keyboard(' ')
    expect(row.scrollLeft).toBe(700)
    expect(nextButton()).not.toBeInTheDocument()
    expect(previousButton()).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(row.scrollLeft).toBe(0)
    expect(nextButton()).toHaveFocus()
  })

  it('shows neither button when every item fits, and follows the row when its width changes', () => {
    // jsdom has no ResizeObserver: this one reports when the test says the row changed.
    const observed: { callback: () => void; target?: Element }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: () => void; target?: Element }
        constructor(callback: () => void) {
          this.entry = { callback }
          observed.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {
          observed.splice(observed.indexOf(this.entry), 1)
        }
      },
    )
    layout.contentWidth = 400
    renderScroller()
    expect(previousButton()).not.toBeInTheDocument()
    expect(nextButton()).not.toBeInTheDocument()
    const row = screen.getByRole('list', { name: 'Popular sofas' })
    expect(observed.map((entry) => entry.target)).toEqual([row])

    layout.rowWidth = 300
    act(() => observed.forEach((entry) => entry.callback()))
    expect(nextButton()).toBeVisible()
  })

  it('jumps rather than glides for a shopper who asked for reduced motion', async () => {
    stubReducedMotion(true)
    const { user } = renderScroller()
    await user.click(nextButton()!)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'auto' })
  })

  it('draws items with a render prop, at the heading level asked', () => {
    const items = [
      { id: 'a', name: 'Armchair' },
      { id: 'b', name: 'Bookcase' },
    ]
    render(
      withIntl(
        <ProductScroller
          heading="Staff picks"
          headingLevel={3}
          items={items}
          itemKey={(item) => item.id}
          renderItem={(item, index) => (
            <li>
              {index + 1}. {item.name}
            </li>
          )}
        />,
      ),
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Staff picks' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Staff picks' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Armchair', '2. Bookcase'])
  })

  it('shows placeholders and a "Loading…" status while loading, no list and no buttons', async () => {
    renderScroller({ isLoading: true, skeletonCount: 3, children: [] })
    const section = screen.getByRole('region', { name: 'Popular sofas' })
    expect(section).toHaveAttribute('aria-busy', 'true')
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…')
    expect(within(section).queryByRole('list')).not.toBeInTheDocument()
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
    expect(section.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3)
    await expectNoAxeViolations()
  })

  it('draws nothing with no items when not loading', () => {
    const { container } = render(withIntl(<ProductScroller heading="Popular beds">{[]}</ProductScroller>))
    expect(container).toBeEmptyDOMElement()
    const none = render(withIntl(<ProductScroller heading="Popular beds" items={[]} renderItem={() => null} />))
    expect(none.container).toBeEmptyDOMElement()
    expect(screen.queryByRole('heading', { name: 'Popular beds' })).not.toBeInTheDocument()
  })
})

describe('the server’s render', () => {
  let root: Root | undefined
  afterEach(() => act(() => root?.unmount()))

  it('has the items and no buttons; hydration matches it, then the buttons the row needs appear', async () => {
    const tree = withIntl(<ProductScroller heading="Popular sofas">{products(5)}</ProductScroller>)
    const html = renderToString(tree)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    expect(within(container).getAllByRole('listitem')).toHaveLength(5)
    expect(within(container).queryByRole('button')).not.toBeInTheDocument()

    const errors = vi.spyOn(console, 'error')
    await act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => console.error(error) })
      return Promise.resolve()
    })
    expect(errors).not.toHaveBeenCalled()
    expect(within(container).getByRole('button', { name: 'More products' })).toBeVisible()
    container.remove()
  })
})
