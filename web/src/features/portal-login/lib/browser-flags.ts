/**
 * The flags of the login_source call: the browser
 * flags desktop_browser, mobile_browser, chrome, safari, firefox, edge, other_browser, and one
 * method flag from the provider's acr (email_password → username_password, sms_otp →
 * one_time_password, magick_link → magick_link). acr `cookie` sends no patch (null).
 *
 * Browser detection from the user agent, in this order:
 *   - Edge:    "Edg/" (desktop), "EdgA/" (Android), "EdgiOS/" (iOS)
 *   - Firefox: "Firefox/", "FxiOS/" (iOS)
 *   - Chrome:  "Chrome/" (also "HeadlessChrome/") without "Edg/" or "OPR/", or "CriOS/" (Chrome on iOS)
 *   - Safari:  "Safari/" without "Chrome/" or "Chromium/" (nor the iOS Chrome/Firefox/Edge tokens above)
 *   - anything else (Opera, Samsung-less UAs, bots): other_browser
 */
import type { Acr } from '@/api/types'

export type BrowserName = 'edge' | 'firefox' | 'chrome' | 'safari' | 'other'

export interface BrowserFlags {
  desktop_browser: boolean
  mobile_browser: boolean
  chrome: boolean
  safari: boolean
  firefox: boolean
  edge: boolean
  other_browser: boolean
}

export interface MethodFlags {
  username_password: boolean
  one_time_password: boolean
  magick_link: boolean
}

export type LoginSourceFlags = BrowserFlags & MethodFlags

export function detectBrowser(userAgent: string): BrowserName {
  const ua = userAgent
  if (/\bEdg(?:A|iOS)?\//.test(ua)) return 'edge'
  if (/\b(?:Firefox|FxiOS)\//.test(ua)) return 'firefox'
  if (/\bCriOS\//.test(ua)) return 'chrome'
  if (/\b(?:Headless)?Chrome\//.test(ua) && !/\bOPR\//.test(ua)) return 'chrome'
  if (/\bSafari\//.test(ua) && !/(?:Chrome|Chromium|OPR)\//.test(ua)) return 'safari'
  return 'other'
}

/** A phone or tablet, from the user agent (iPadOS in desktop mode needs the touch check below). */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini|IEMobile/i.test(userAgent)
}

interface NavigatorLike {
  userAgent: string
  maxTouchPoints?: number
  userAgentData?: { mobile?: boolean }
}

/** The mobile check of the running browser: UA-CH `mobile`, the user agent, or an iPad posing as a Mac. */
export function isMobileNavigator(nav: NavigatorLike): boolean {
  if (nav.userAgentData?.mobile === true) return true
  if (isMobileUserAgent(nav.userAgent)) return true
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1
}

export function browserFlags(userAgent: string, mobile: boolean): BrowserFlags {
  const browser = detectBrowser(userAgent)
  return {
    desktop_browser: !mobile,
    mobile_browser: mobile,
    chrome: browser === 'chrome',
    safari: browser === 'safari',
    firefox: browser === 'firefox',
    edge: browser === 'edge',
    other_browser: browser === 'other',
  }
}

const METHOD_FLAG: Record<Exclude<Acr, 'cookie'>, keyof MethodFlags> = {
  email_password: 'username_password',
  sms_otp: 'one_time_password',
  magick_link: 'magick_link',
}

/** The login_source body for a sign-in with `acr`; null for acr `cookie` (no patch is sent). */
export function loginSourceFlags(acr: Acr, browser: BrowserFlags): LoginSourceFlags | null {
  if (acr === 'cookie') return null
  const method = METHOD_FLAG[acr]
  return {
    ...browser,
    username_password: method === 'username_password',
    one_time_password: method === 'one_time_password',
    magick_link: method === 'magick_link',
  }
}

/** The browser flags of the running browser. */
export function currentBrowserFlags(nav: NavigatorLike = navigator): BrowserFlags {
  return browserFlags(nav.userAgent, isMobileNavigator(nav))
}
