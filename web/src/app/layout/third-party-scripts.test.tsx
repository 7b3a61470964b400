/** The configured third-party scripts load only with the matching consent; a misconfigured chat is logged. */
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCEPT_ALL, CONSENT_KEY, consentWrites, NECESSARY_ONLY, OPT_OUT_KEY } from '@/features/consent/lib/consent-rules'
import { saveConsent } from '@/features/consent/lib/consent-store'
import { setApiAuth } from '@/lib/api-client'
import { renderWithProviders } from '@/testing/render'
import { server } from '@/testing/server'
import { ThirdPartyScripts } from './third-party-scripts'

const LOG = '*/mobify/proxy/api/custom/custom-logger/v1/organizations/:org/logPOST'
let logged: unknown[] = []
// The logger is a custom API: it needs the shopper's token.
let unregister: () => void = () => {}
beforeEach(() => {
  logged = []
  unregister = setApiAuth({
    getAccessToken: () => Promise.resolve('token-1'),
    refreshAccessToken: () => Promise.resolve('token-1'),
    getCustomerId: () => 'cust-session',
  })
  server.use(
    http.post(LOG, async ({ request }) => {
      logged.push(await request.json())
      return HttpResponse.json({})
    }),
  )
})

const PREFS = '*/mobify/proxy/api/custom/custom-prefs/v1/organizations/:org/getcustompreferences'
let preferenceCalls = 0
const configure = (customPreferences: Record<string, unknown>) =>
  server.use(
    http.get(PREFS, () => {
      preferenceCalls += 1
      return HttpResponse.json({ customPreferences })
    }),
  )
const onPage = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-third-party]')].map((s) => s.dataset.thirdParty)
// Long enough for the preferences call and the loader's code.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)))

afterEach(() => {
  window.localStorage.clear()
  for (const element of document.head.querySelectorAll('script[data-third-party]')) element.remove()
  unregister()
})

describe('ThirdPartyScripts', () => {
  it('loads nothing before a choice or on a refusal, and the configured script once the visitor accepts', async () => {
    configure({ heatmapScriptUrl: 'https://heat.example/h.js' })
    preferenceCalls = 0
    renderWithProviders(<ThirdPartyScripts />)
    // The site's preferences are known: the script waits only for the choice.
    await waitFor(() => expect(preferenceCalls).toBe(1))
    await settle()
    expect(onPage()).toEqual([])
    act(() => saveConsent(NECESSARY_ONLY))
    await settle()
    expect(onPage()).toEqual([])

    act(() => saveConsent(ACCEPT_ALL))
    await waitFor(() => expect(onPage()).toEqual(['heatmap']))
    expect(document.head.querySelector('script[data-third-party]')?.getAttribute('src')).toBe('https://heat.example/h.js')
  })

  it('never loads the feedback survey under the opt-out', async () => {
    configure({ medalliaFeedbackURL: 'https://survey.example/s.js', enableMedalliaFeedback: true })
    // Performance accepted once, then the consent platform's opt-out set.
    window.localStorage.setItem(CONSENT_KEY, consentWrites(ACCEPT_ALL).stored)
    window.localStorage.setItem(OPT_OUT_KEY, 'true')
    renderWithProviders(<ThirdPartyScripts />)
    await settle()
    expect(onPage()).toEqual([])

    act(() => saveConsent(ACCEPT_ALL))
    await waitFor(() => expect(onPage()).toEqual(['feedback']))
  })

  it('logs a chat without its id as an error, once, and does not load it', async () => {
    configure({ chatScriptUrl: 'https://chat.example/c.js' })
    renderWithProviders(<ThirdPartyScripts />)
    await waitFor(() => expect(logged).toHaveLength(1))
    act(() => saveConsent(ACCEPT_ALL))
    await settle()
    expect(onPage()).toEqual([])
    expect(logged).toEqual([{ level: 'error', message: 'Chat is misconfigured: chatScriptUrl is set but chatDeploymentId is missing' }])
  })
})
