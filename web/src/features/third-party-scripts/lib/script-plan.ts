/**
 * Which third-party scripts a page loads, as pure rules: a script loads only when the site
 * configures it in its preferences (none does in the demo) and the visitor's consent covers its
 * kind. Each script has one preference holding its address — an https address, or a path on
 * our own site; the server's Content-Security-Policy lets through exactly the origins of the
 * configured ones (server/src/prefs/scripts.rs keeps the same ids and rules).
 *
 * | script               | address preference          | kind        |
 * | tag manager          | tagManagerScriptUrl         | marketing   |
 * | accessibility overlay| accessibilityScriptUrl      | necessary   |
 * | session recording    | sessionRecordingScriptUrl   | performance |
 * | optimisation         | optimisationScriptUrl       | performance |
 * | heatmap              | heatmapScriptUrl            | performance |
 * | feedback survey      | medalliaFeedbackURL         | performance, and never with the opt-out |
 * | chat                 | chatScriptUrl               | necessary   |
 * | video embed          | videoEmbedScriptUrl         | marketing   |
 *
 * The feedback survey also needs `enableMedalliaFeedback: true` and waits
 * `medalliaFeedbackDelay` milliseconds; the chat needs its `chatDeploymentId` (given to the
 * script as `data-chat-id`) — a chat address without it is a misconfiguration, reported, and
 * the chat is not loaded. An address that is neither https nor a path of ours is reported too.
 */

export type ScriptKind = 'necessary' | 'performance' | 'marketing'

export type ScriptName =
  'tagManager' | 'accessibilityOverlay' | 'sessionRecording' | 'optimisation' | 'heatmap' | 'feedback' | 'chat' | 'videoEmbed'

interface ScriptSpec {
  name: ScriptName
  preference: string
  kind: ScriptKind
}

export const FEEDBACK_ENABLED = 'enableMedalliaFeedback'
export const FEEDBACK_DELAY = 'medalliaFeedbackDelay'
export const CHAT_ID = 'chatDeploymentId'
/** The id of the element the chat puts on the page once it runs (its launcher), checked for after it loads. */
export const CHAT_ELEMENT_ID = 'chatElementId'

const SCRIPTS: readonly ScriptSpec[] = [
  { name: 'tagManager', preference: 'tagManagerScriptUrl', kind: 'marketing' },
  { name: 'accessibilityOverlay', preference: 'accessibilityScriptUrl', kind: 'necessary' },
  { name: 'sessionRecording', preference: 'sessionRecordingScriptUrl', kind: 'performance' },
  { name: 'optimisation', preference: 'optimisationScriptUrl', kind: 'performance' },
  { name: 'heatmap', preference: 'heatmapScriptUrl', kind: 'performance' },
  { name: 'feedback', preference: 'medalliaFeedbackURL', kind: 'performance' },
  { name: 'chat', preference: 'chatScriptUrl', kind: 'necessary' },
  { name: 'videoEmbed', preference: 'videoEmbedScriptUrl', kind: 'marketing' },
]

/** Every preference the scripts read, for one preferences query. */
export const THIRD_PARTY_PREFERENCE_IDS: readonly string[] = [
  ...SCRIPTS.map((s) => s.preference),
  FEEDBACK_ENABLED,
  FEEDBACK_DELAY,
  CHAT_ID,
  CHAT_ELEMENT_ID,
]

/** What the visitor's choice allows: each optional kind, and the feedback survey (performance without the opt-out). */
export interface ScriptConsent {
  performance: boolean
  marketing: boolean
  feedback: boolean
}

export interface PlannedScript {
  name: ScriptName
  src: string
  /** Wait before loading (the feedback survey's delay). */
  delayMs: number
  /** `data-*` attributes for the script (without the prefix). */
  data: Record<string, string>
  /** The element the script must put on the page once it has run (the chat's), if the site names one. */
  expectsElementId?: string
}

export interface ScriptPlan {
  load: PlannedScript[]
  /** Misconfigurations to log, whatever the consent. */
  problems: string[]
}

/** An https address, or a path on our own site; null for anything else (another scheme, `//host`). */
export function scriptSource(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (text.startsWith('/')) return text.startsWith('//') || text.startsWith('/\\') ? null : text
  try {
    return new URL(text).protocol === 'https:' ? text : null
  } catch {
    return null
  }
}

/** Whether the choice lets the script `name` load (its site preferences aside). */
export function scriptAllowed(name: ScriptName, consent: ScriptConsent): boolean {
  if (name === 'feedback') return consent.feedback
  const kind = SCRIPTS.find((s) => s.name === name)?.kind
  return kind === 'necessary' || (kind !== undefined && consent[kind])
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The scripts to load now from the site's preferences and the choice, and what is misconfigured. */
export function scriptPlan(preferences: Record<string, unknown>, consent: ScriptConsent): ScriptPlan {
  const load: PlannedScript[] = []
  const problems: string[] = []
  for (const { name, preference } of SCRIPTS) {
    const value = preferences[preference]
    if (value === undefined || value === null || value === '') continue
    const src = scriptSource(value)
    if (!src) {
      problems.push(`Third-party script ${name} is misconfigured: ${preference} is not an https address or a path of this site`)
      continue
    }
    const data: Record<string, string> = {}
    let delayMs = 0
    if (name === 'feedback') {
      if (preferences[FEEDBACK_ENABLED] !== true) continue
      const delay = preferences[FEEDBACK_DELAY]
      delayMs = typeof delay === 'number' && Number.isFinite(delay) && delay > 0 ? delay : 0
    }
    if (name === 'chat') {
      const id = text(preferences[CHAT_ID])
      if (!id) {
        problems.push(`Chat is misconfigured: ${preference} is set but ${CHAT_ID} is missing`)
        continue
      }
      data.chatId = id
    }
    const expectsElementId = name === 'chat' ? text(preferences[CHAT_ELEMENT_ID]) : undefined
    if (scriptAllowed(name, consent)) load.push({ name, src, delayMs, data, ...(expectsElementId ? { expectsElementId } : {}) })
  }
  return { load, problems }
}
