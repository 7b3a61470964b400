/** Which configured third-party scripts the visitor's choice lets load, and what is misconfigured. */
import { describe, expect, it } from 'vitest'
import { scriptPlan, scriptSource, type ScriptConsent } from './script-plan'

const NOTHING: ScriptConsent = { performance: false, marketing: false, feedback: false }
const EVERYTHING: ScriptConsent = { performance: true, marketing: true, feedback: true }

const ALL_CONFIGURED = {
  tagManagerScriptUrl: 'https://tags.example/gtm.js',
  accessibilityScriptUrl: 'https://a11y.example/overlay.js',
  sessionRecordingScriptUrl: 'https://rec.example/r.js',
  optimisationScriptUrl: 'https://opt.example/o.js',
  heatmapScriptUrl: '/scripts/heat.js',
  medalliaFeedbackURL: 'https://survey.example/s.js',
  enableMedalliaFeedback: true,
  medalliaFeedbackDelay: 3000,
  chatScriptUrl: 'https://chat.example/c.js',
  chatDeploymentId: ' dep-7 ',
  videoEmbedScriptUrl: 'https://video.example/v.js',
}

const names = (consent: ScriptConsent, preferences: Record<string, unknown> = ALL_CONFIGURED) =>
  scriptPlan(preferences, consent).load.map((s) => s.name)

describe('third-party script plan', () => {
  it('loads nothing a site does not configure (the demo), whatever the choice', () => {
    expect(scriptPlan({ excludedStates: ['TX'] }, EVERYTHING)).toEqual({ load: [], problems: [] })
  })

  it('loads only what the choice covers: necessary ones always, the rest by their kind', () => {
    expect(names(NOTHING)).toEqual(['accessibilityOverlay', 'chat'])
    expect(names({ performance: true, marketing: false, feedback: true })).toEqual([
      'accessibilityOverlay',
      'sessionRecording',
      'optimisation',
      'heatmap',
      'feedback',
      'chat',
    ])
    expect(names({ performance: false, marketing: true, feedback: false })).toEqual([
      'tagManager',
      'accessibilityOverlay',
      'chat',
      'videoEmbed',
    ])
    expect(names(EVERYTHING)).toHaveLength(8)
  })

  it('never loads the feedback survey with the opt-out, nor when it is switched off', () => {
    expect(names({ performance: true, marketing: true, feedback: false })).not.toContain('feedback')
    expect(names(EVERYTHING, { ...ALL_CONFIGURED, enableMedalliaFeedback: false })).not.toContain('feedback')
    const feedback = scriptPlan(ALL_CONFIGURED, EVERYTHING).load.find((s) => s.name === 'feedback')
    expect(feedback).toEqual({ name: 'feedback', src: 'https://survey.example/s.js', delayMs: 3000, data: {} })
  })

  it('reports a chat without its id and does not load it; the chat gets its id', () => {
    const withoutId: Record<string, unknown> = { ...ALL_CONFIGURED }
    delete withoutId.chatDeploymentId
    const plan = scriptPlan(withoutId, EVERYTHING)
    expect(plan.load.map((s) => s.name)).not.toContain('chat')
    expect(plan.problems).toEqual(['Chat is misconfigured: chatScriptUrl is set but chatDeploymentId is missing'])
    expect(scriptPlan(ALL_CONFIGURED, NOTHING).load.find((s) => s.name === 'chat')?.data).toEqual({ chatId: 'dep-7' })
    // The element to look for once it has loaded, when the site names one.
    expect(scriptPlan(ALL_CONFIGURED, NOTHING).load.find((s) => s.name === 'chat')?.expectsElementId).toBeUndefined()
    expect(
      scriptPlan({ ...ALL_CONFIGURED, chatElementId: 'chat-launcher' }, NOTHING).load.find((s) => s.name === 'chat')?.expectsElementId,
    ).toBe('chat-launcher')
  })

  it('loads only https addresses and paths of this site, reporting the rest', () => {
    expect(scriptSource('https://cdn.example/x.js')).toBe('https://cdn.example/x.js')
    expect(scriptSource('/x.js')).toBe('/x.js')
    for (const bad of ['http://cdn.example/x.js', '//cdn.example/x.js', '/\\cdn.example', 'javascript:alert(1)', 'x.js', 42])
      expect(scriptSource(bad)).toBeNull()
    const plan = scriptPlan({ heatmapScriptUrl: 'http://heat.example/h.js' }, EVERYTHING)
    expect(plan.load).toEqual([])
    expect(plan.problems).toEqual([
      'Third-party script heatmap is misconfigured: heatmapScriptUrl is not an https address or a path of this site',
    ])
  })
})
