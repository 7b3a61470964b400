import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server.browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gate } from '@/testing/gate'
import { hydrateLater, loadServerParts } from './hydrate-later'

function Row({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <section aria-label="Recommended">
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {label} {clicks}
      </button>
    </section>
  )
}

function Top() {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      Top {clicks}
    </button>
  )
}

const page = (Part: ComponentType<{ label: string }>) => (
  <main>
    <Top />
    <Part label="Row" />
  </main>
)

/** The server's render of the page: its parts loaded first, as src/entry-server.tsx does. */
async function serverHtml() {
  const ServerPart = hydrateLater(() => Promise.resolve({ default: Row }))
  await loadServerParts()
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(ServerPart))
  document.body.append(container)
  return container
}

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('a part of a server-rendered page hydrated once its code is in', () => {
  it("is in the server's HTML, kept as it is while the rest hydrates, then hydrated in place", async () => {
    const container = await serverHtml()
    const serverRow = screen.getByRole('button', { name: 'Row 0' })
    const errors = vi.spyOn(console, 'error')
    const code = gate()
    const ClientPart = hydrateLater(async () => {
      await code.passed()
      return { default: Row }
    })
    try {
      act(() => {
        root = hydrateRoot(container, page(ClientPart))
      })
      // The rest of the page is hydrated: it answers a click. The part is the server's.
      await userEvent.click(screen.getByRole('button', { name: 'Top 0' }))
      expect(await screen.findByRole('button', { name: 'Top 1' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Row 0' })).toBe(serverRow)
    } finally {
      code.open()
    }
    // Its code in, the part is hydrated: the server's element answers a click.
    await waitFor(async () => {
      await userEvent.click(serverRow)
      expect(serverRow).toHaveTextContent('Row')
      expect(serverRow).not.toHaveTextContent('Row 0')
    })
    expect(screen.getByRole('region', { name: 'Recommended' })).toContainElement(serverRow)
    expect(errors).not.toHaveBeenCalled()
  })

  it('is left out when its code fails to load, and the page stays', async () => {
    const container = await serverHtml()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ClientPart = hydrateLater<typeof Row>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    act(() => {
      root = hydrateRoot(container, page(ClientPart), { onRecoverableError: () => {} })
    })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recommended' })).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Top 0' }))
    expect(await screen.findByRole('button', { name: 'Top 1' })).toBeInTheDocument()
    expect(errors).toHaveBeenCalled()
  })
})
