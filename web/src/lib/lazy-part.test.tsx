import { render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part'

const Panel = ({ label }: { label: string }) => <p>{label}</p>
const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/panel.js'))

function Page({
  showPart,
  label,
  onLoadFailure,
  Part,
}: {
  showPart: boolean
  label: string
  onLoadFailure?: () => void
  Part: ReturnType<typeof lazyPart<typeof Panel>>
}) {
  return (
    <>
      <h1>The page</h1>
      {showPart && (
        <Suspense fallback={null}>
          <Part label={label} onLoadFailure={onLoadFailure} />
        </Suspense>
      )}
    </>
  )
}

describe('a lazily loaded part of the page', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is left out when its code fails to load, the page stays, and it loads when shown again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockImplementationOnce(chunkFailure).mockResolvedValue({ default: Panel })
    const Part = lazyPart<typeof Panel>(load)
    const closed = vi.fn()
    const { rerender } = render(<Page showPart label="Stores near you" onLoadFailure={closed} Part={Part} />)
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1))
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument()
    expect(screen.queryByText('Stores near you')).not.toBeInTheDocument()

    rerender(<Page showPart={false} label="Stores near you" Part={Part} />)
    rerender(<Page showPart label="Stores near you" Part={Part} />)
    expect(await screen.findByText('Stores near you')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
