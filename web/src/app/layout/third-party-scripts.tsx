/**
 * The third-party scripts the site configures (features/third-party-scripts: which preference,
 * which kind of consent), loaded once the site's preferences are known and the visitor's choice
 * allows them — also when the choice comes later, on whatever page; never before. The loader's
 * code is fetched only when there is a script to load (the demo configures none), and a
 * misconfiguration (a chat without its id, an address that is not https) is logged as an error.
 * Loaded after the page starts (shell-after-start.tsx).
 */
import { useEffect, useMemo } from 'react'
import { useConsent } from '@/features/consent/hooks/use-consent'
import { consentAllows, feedbackScriptAllowed, type ConsentChoice } from '@/features/consent/lib/consent-rules'
import { readConsent } from '@/features/consent/lib/consent-store'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { scriptAllowed, scriptPlan, THIRD_PARTY_PREFERENCE_IDS, type ScriptConsent } from '@/features/third-party-scripts/lib/script-plan'
import { useAppConfig } from '@/lib/app-config'
import { logPost, type LogContext } from '@/lib/client-log'
import { useSiteLocale } from '@/lib/use-site-locale'

const scriptConsent = (choice: ConsentChoice | null): ScriptConsent => ({
  performance: consentAllows(choice, 'performance'),
  marketing: consentAllows(choice, 'marketing'),
  feedback: feedbackScriptAllowed(choice),
})

// Each misconfiguration is logged once per page, not on every change of the choice.
const logged = new Set<string>()

export function ThirdPartyScripts() {
  const { organizationId } = useAppConfig()
  const { site, locale } = useSiteLocale()
  const result = useCustomPreferences(THIRD_PARTY_PREFERENCE_IDS)
  const preferences = result && !('error' in result) ? result.customPreferences : null
  const { performance, marketing, feedback } = scriptConsent(useConsent())
  const log = useMemo<LogContext>(() => ({ organizationId, siteId: site.id, locale: locale.id }), [organizationId, site.id, locale.id])

  useEffect(() => {
    if (!preferences) return
    const { load, problems } = scriptPlan(preferences, { performance, marketing, feedback })
    for (const problem of problems) {
      if (logged.has(problem)) continue
      logged.add(problem)
      void logPost(log, 'error', problem)
    }
    if (load.length === 0) return
    void import('@/features/third-party-scripts/lib/script-loader').then(({ scriptLoader }) => {
      for (const script of load)
        scriptLoader.load({
          script,
          // The choice at the time of the attempt (it may have changed during a delay or a retry).
          allowed: () => scriptAllowed(script.name, scriptConsent(readConsent())),
          onFailed: (name) => void logPost(log, 'error', `Third-party script ${name} failed to load, also when retried`),
          onElementMissing: (name, elementId) =>
            void logPost(log, 'error', `Chat is misconfigured: the ${name} script loaded but #${elementId} never appeared`),
        })
    })
  }, [preferences, performance, marketing, feedback, log])
  return null
}
