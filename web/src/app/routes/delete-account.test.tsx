/**
 * /delete-account: the content page, then the request — signed out, a sign-in link that comes
 * back here; signed in, the checkbox first, a confirmation window, the reference once sent (or
 * when sent before), and a failure that keeps the form as it was.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ContentPage } from '@/api/types'
import { DEMO_SHOPPER, fakeAuth, grantOf } from '@/testing/auth'
import { expectNoAxeViolations } from '@/testing/axe'
import { renderApp } from '@/testing/render'
import { server } from '@/testing/server'

const PAGES = '*/mobify/proxy/api/experience/shopper-experience/v1/organizations/:org/pages/:pageId'
const DELETION = '*/mobify/proxy/api/custom/customer-profile/v1/organizations/:org/account_deletion'
const REFERENCE = 'DEL-7K2M9QXA'

function deleteAccountPage(locale: string): ContentPage {
  const en = locale === 'en-US'
  return {
    id: 'delete-account',
    typeId: 'contentPage',
    name: en ? 'Delete your account' : 'Eliminar tu cuenta',
    description: 'd',
    pageTitle: en ? 'Delete your account' : 'Eliminar tu cuenta',
    pageDescription: en ? 'Ask us to delete your online account.' : 'Pídenos eliminar tu cuenta en línea.',
    regions: [
      {
        id: 'main',
        components: [
          {
            id: 'intro',
            typeId: 'commerce_assets.richText',
            data: { html: en ? '<p>What happens when you delete your account.</p>' : '<p>Qué pasa al eliminar tu cuenta.</p>' } as never,
          },
        ],
      },
    ],
  }
}

interface Deletion {
  /** What the server holds: null until asked. */
  reference: string | null
  posts: { confirm: unknown; locale: string | null; correlationId: string | null }[]
  failPost: boolean
}
let deletion: Deletion

beforeEach(() => {
  deletion = { reference: null, posts: [], failPost: false }
  server.use(
    http.get(PAGES, ({ params, request }) => {
      if (params.pageId !== 'delete-account') return HttpResponse.json({ message: 'Page not found.' }, { status: 404 })
      return HttpResponse.json(deleteAccountPage(new URL(request.url).searchParams.get('locale') ?? 'en-US'))
    }),
    http.get(DELETION, ({ request }) => {
      if (grantOf(request)?.type !== 'registered') return HttpResponse.json({ message: 'Sign in to delete your account.' }, { status: 403 })
      return HttpResponse.json(
        deletion.reference ? { requested: true, reference: deletion.reference, requestedAt: '2026-11-27T12:00:00Z' } : { requested: false },
      )
    }),
    http.post(DELETION, async ({ request }) => {
      const { confirm } = (await request.json()) as { confirm?: unknown }
      deletion.posts.push({
        confirm,
        locale: new URL(request.url).searchParams.get('locale'),
        correlationId: request.headers.get('correlation-id'),
      })
      if (deletion.failPost) return HttpResponse.json({ message: 'Server error' }, { status: 500 })
      const first = deletion.reference === null
      deletion.reference ??= REFERENCE
      return HttpResponse.json(
        { requested: true, reference: deletion.reference, requestedAt: '2026-11-27T12:00:00Z' },
        { status: first ? 201 : 200 },
      )
    }),
  )
})

const request = () => screen.findByRole('region', { name: 'Delete your online account' })

describe('/delete-account', () => {
  it('shows the content page and, signed out, a sign-in link that comes back here', async () => {
    const { user } = renderApp('/delete-account?from=footer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete your account' })).toBeInTheDocument()
    expect(screen.getByText('What happens when you delete your account.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Delete your account | Northwind Lease'))
    const section = await request()
    const signIn = await within(section).findByRole('link', { name: 'Sign in' })
    expect(section).toHaveTextContent('Sign in to ask us to delete your online account.')
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(signIn).toHaveAttribute('href', '/login')
    await expectNoAxeViolations()

    await user.click(signIn)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'))
    await user.type(await screen.findByLabelText('Email'), DEMO_SHOPPER.email)
    await user.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delete-account?from=footer'))
    expect(await within(await request()).findByRole('checkbox', { name: /can't be undone/ })).toBeInTheDocument()
  })

  it('asks for the checkbox first, confirms in a window, then shows the reference', async () => {
    fakeAuth.signedIn()
    const { user } = renderApp('/delete-account')
    const section = await request()
    const checkbox = await within(section).findByRole('checkbox', {
      name: "I understand that deleting my online account can't be undone.",
    })
    expect(checkbox).not.toBeChecked()
    expect(checkbox).toBeRequired()

    // Without the checkbox: its error, focus on it, no window.
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }))
    expect(await within(section).findByText('Check the box to confirm that you understand.')).toBeInTheDocument()
    expect(checkbox).toHaveAttribute('aria-invalid', 'true')
    expect(checkbox).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(checkbox)
    expect(within(section).queryByText('Check the box to confirm that you understand.')).not.toBeInTheDocument()
    const deleteButton = within(section).getByRole('button', { name: 'Delete my account' })
    await user.click(deleteButton)
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    expect(dialog).toHaveAccessibleDescription(
      "We'll delete your online account within 30 days. Your leases and what you owe are not affected.",
    )
    // Focus is in the window, on Cancel first; Cancel closes it and focus comes back.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await expectNoAxeViolations()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(deleteButton).toHaveFocus())
    expect(deletion.posts).toEqual([])

    await user.click(deleteButton)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }))
    const done = await within(section).findByText(
      `We received your request. Your reference is ${REFERENCE}. We sent a confirmation to your email.`,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(done).toHaveFocus())
    expect(done).toHaveAttribute('role', 'status')
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(deletion.posts).toEqual([{ confirm: true, locale: 'en-US', correlationId: DEMO_SHOPPER.customerId }])
  })

  it('shows an earlier request at once', async () => {
    deletion.reference = 'DEL-EARLIER1'
    fakeAuth.signedIn()
    renderApp('/delete-account')
    const section = await request()
    expect(
      await within(section).findByText('We received your request. Your reference is DEL-EARLIER1. We sent a confirmation to your email.'),
    ).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument()
  })

  it('says a failed request failed and keeps the form as it was', async () => {
    deletion.failPost = true
    fakeAuth.signedIn()
    const { user } = renderApp('/es/delete-account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Eliminar tu cuenta' })).toBeInTheDocument()
    const section = await screen.findByRole('region', { name: 'Eliminar tu cuenta en línea' })
    const checkbox = await within(section).findByRole('checkbox')
    await user.click(checkbox)
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mi cuenta' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No pudimos enviar tu solicitud. Inténtalo de nuevo o llámanos al 1-800-555-0199.',
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(checkbox).toBeChecked()
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Eliminar mi cuenta' })).toHaveFocus())
    expect(deletion.posts).toEqual([{ confirm: true, locale: 'es-US', correlationId: DEMO_SHOPPER.customerId }])

    // Sent again once the server answers: the reference.
    deletion.failPost = false
    await user.click(within(section).getByRole('button', { name: 'Eliminar mi cuenta' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mi cuenta' }))
    expect(await within(section).findByRole('status')).toHaveTextContent(`Tu referencia es ${REFERENCE}.`)
  })
})
