/**
 * The visitor's cookie choice, as pure rules. Three kinds of storage:
 * - necessary: what the site needs to work (session, cart, language, location, this choice);
 *   always on;
 * - performance: how the site is used — the recommendations' activity reports and the feedback
 *   survey's script;
 * - marketing: the campaign that brought the visitor (the tracking cookies `utm_*`, `gclid`,
 *   `msclkid`, `fbclid`, `davuid`, `dasrc`, `referral_code`).
 * Until the visitor chooses, only necessary storage is used.
 *
 * The choice is kept in localStorage under CONSENT_KEY as `{"version":1,"performance":…,
 * "marketing":…}`. Refusing performance also sets `truyoConsentOptOut` to `true` (the consent
 * platform's own opt-out flag, which scripts written for it read); accepting removes it. That
 * flag, set by anyone, always refuses performance. The opt-out also removes the tracking cookies
 * and stops their capture: campaign tracking needs marketing consent and no opt-out.
 */

export type ConsentCategory = 'necessary' | 'performance' | 'marketing'

/** The optional kinds a visitor chooses. */
export interface ConsentChoice {
  performance: boolean
  marketing: boolean
}

export const CONSENT_KEY = 'leasefront.consent'
export const OPT_OUT_KEY = 'truyoConsentOptOut'
/** A change to what the kinds mean asks every visitor again: raise it. */
export const CONSENT_VERSION = 1

export const ACCEPT_ALL: ConsentChoice = { performance: true, marketing: true }
export const NECESSARY_ONLY: ConsentChoice = { performance: false, marketing: false }

/** The choice kept, from the stored values; null when the visitor has not chosen (or chose under another version). */
export function parseConsent(stored: string | null, optOut: string | null): ConsentChoice | null {
  if (!stored) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { version, performance, marketing } = value as Record<string, unknown>
  if (version !== CONSENT_VERSION || typeof performance !== 'boolean' || typeof marketing !== 'boolean') return null
  return { performance: performance && optOut !== 'true', marketing }
}

/** What saving `choice` writes: the stored choice, and the opt-out flag (null: removed). */
export function consentWrites(choice: ConsentChoice): { stored: string; optOut: 'true' | null } {
  return {
    stored: JSON.stringify({ version: CONSENT_VERSION, performance: choice.performance, marketing: choice.marketing }),
    optOut: choice.performance ? null : 'true',
  }
}

/** Whether `choice` (null: not chosen yet) allows storage of the kind `category`. */
export function consentAllows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return choice?.[category] === true
}

/**
 * The feedback survey's script loads only with performance consent (a choice read by
 * parseConsent already counts the opt-out flag as a refusal).
 */
export function feedbackScriptAllowed(choice: ConsentChoice | null): boolean {
  return consentAllows(choice, 'performance')
}

/** The tracking cookies are captured only with marketing consent and no opt-out (performance refused). */
export function trackingAllowed(choice: ConsentChoice | null): boolean {
  return consentAllows(choice, 'marketing') && consentAllows(choice, 'performance')
}
