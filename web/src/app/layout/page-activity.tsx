/**
 * Keeps the tab's record of the visit (the rules: lib/page-visits.ts): the page history and the
 * visit's session id always — they stay in the tab and serve the visitor — and, only with their
 * consent to performance measurement, each page's time in view, when it was opened, the
 * activity log, and the platform's page-view activity (`viewPage`). Without that consent —
 * refused, withdrawn here or in another tab, or not given yet — none is recorded and what was
 * is removed. A page's time counts only while the tab is in view, and is written when the
 * visitor leaves it, hides the tab or closes it. Loaded after the page starts
 * (shell-after-start.tsx).
 */
import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { useConsent } from '@/features/consent/hooks/use-consent'
import { consentAllows } from '@/features/consent/lib/consent-rules'
import {
  addDuration,
  isActivityLog,
  isNumberRecord,
  isPathList,
  keepMeasured,
  logActivity,
  nextHistory,
  PAGE_VISIT_KEYS,
  parseStored,
  stampPage,
  type Navigation,
} from '@/lib/page-visits'
import { readSession, removeSession, writeSession } from '@/lib/session-storage'
import { TrackActivity } from '../recs-session'

const readJson = <T,>(key: string, fallback: T, isShape: (value: unknown) => value is T) => parseStored(readSession(key), fallback, isShape)
const writeJson = (key: string, value: unknown) => writeSession(key, JSON.stringify(value))

const MEASURED_KEYS = [PAGE_VISIT_KEYS.durations, PAGE_VISIT_KEYS.timestamps, PAGE_VISIT_KEYS.activityLog]

/** The page being timed: since when it has been in view (null while hidden), and the time so far. */
interface PageTimer {
  path: string
  inViewSince: number | null
  spent: number
}

export function PageActivity() {
  // The path alone: a query string may carry a secret (a sign-in link's token), which must
  // neither stay in the tab's storage nor be reported.
  const { pathname: path } = useLocation()
  const navigationType = useNavigationType()
  const measuring = consentAllows(useConsent(), 'performance')
  const loaded = useRef(false)
  const timer = useRef<PageTimer | null>(null)

  useEffect(() => {
    if (!readSession(PAGE_VISIT_KEYS.sessionId)) writeSession(PAGE_VISIT_KEYS.sessionId, crypto.randomUUID())
  }, [])

  // How the visitor came to this page: the history is moved by it, the activity log records it.
  const arrival = useRef<Navigation | 'load'>('load')

  // The history follows every page (and only a move: a change of consent is not one).
  useEffect(() => {
    arrival.current = loaded.current ? (navigationType.toLowerCase() as Navigation) : 'load'
    loaded.current = true
    writeJson(PAGE_VISIT_KEYS.history, nextHistory(readJson(PAGE_VISIT_KEYS.history, [], isPathList), path, arrival.current))
    // The navigation type is read with the path it came with: not a reason to move again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path])

  // The measured record: each page opened, from when the visitor allows it.
  useEffect(() => {
    if (!measuring) return
    const at = Date.now()
    const timestamps = stampPage(readJson(PAGE_VISIT_KEYS.timestamps, {}, isNumberRecord), path, at)
    writeJson(PAGE_VISIT_KEYS.timestamps, timestamps)
    writeJson(PAGE_VISIT_KEYS.durations, keepMeasured(readJson(PAGE_VISIT_KEYS.durations, {}, isNumberRecord), timestamps))
    writeJson(
      PAGE_VISIT_KEYS.activityLog,
      logActivity(readJson(PAGE_VISIT_KEYS.activityLog, [], isActivityLog), { type: 'page', path, navigation: arrival.current, at }),
    )
  }, [path, measuring])

  // The page's time in view, written when it is left, hidden or closed.
  useEffect(() => {
    if (!measuring) {
      removeSession(...MEASURED_KEYS)
      return
    }
    const inView = () => document.visibilityState === 'visible'
    timer.current = { path, inViewSince: inView() ? performance.now() : null, spent: 0 }
    const pause = () => {
      const current = timer.current
      if (!current || current.inViewSince === null) return
      current.spent += performance.now() - current.inViewSince
      current.inViewSince = null
    }
    const flush = () => {
      pause()
      const current = timer.current
      if (!current || current.spent <= 0) return
      writeJson(
        PAGE_VISIT_KEYS.durations,
        addDuration(readJson(PAGE_VISIT_KEYS.durations, {}, isNumberRecord), current.path, current.spent),
      )
      current.spent = 0
    }
    const onVisibility = () => {
      if (inView()) {
        if (timer.current && timer.current.inViewSince === null) timer.current.inViewSince = performance.now()
      } else flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      flush()
      timer.current = null
    }
  }, [path, measuring])

  return <TrackActivity activity="viewPage" fields={{ currentLocation: path }} trackKey={path} />
}
