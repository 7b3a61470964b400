/**
 * Accessibility checks in component tests: axe-core over what the page shows now (the `main`
 * region by default, where a page's own content is). Every rule runs but those jsdom cannot
 * answer (colour contrast needs layout); the end-to-end stories run every rule in Chromium.
 */
import { act } from '@testing-library/react'
import axe from 'axe-core'
import { expect } from 'vitest'

export async function expectNoAxeViolations(context: Element | null = document.querySelector('main')) {
  // Inside act: what the page does meanwhile (lazily loaded parts of the header) is React's to apply.
  const results = await act(() => axe.run(context ?? document.body, { rules: { 'color-contrast': { enabled: false } } }))
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
  )
  expect(violations).toEqual([])
}
