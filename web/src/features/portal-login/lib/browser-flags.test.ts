import { describe, expect, it } from 'vitest'
import { browserFlags, currentBrowserFlags, detectBrowser, isMobileNavigator, isMobileUserAgent, loginSourceFlags } from './browser-flags'

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
}

describe('detectBrowser', () => {
  it.each([
    ['chromeWindows', 'chrome'],
    ['chromeAndroid', 'chrome'],
    ['chromeIos', 'chrome'],
    ['edgeWindows', 'edge'],
    ['edgeAndroid', 'edge'],
    ['safariIos', 'safari'],
    ['safariMac', 'safari'],
    ['firefoxLinux', 'firefox'],
    ['firefoxIos', 'firefox'],
    ['headlessChrome', 'chrome'],
    ['opera', 'other'],
    ['curl', 'other'],
  ] as const)('%s → %s', (name, expected) => {
    expect(detectBrowser(UA[name])).toBe(expected)
  })
})

describe('mobile check', () => {
  it('tells phones from desktops by the user agent', () => {
    expect(isMobileUserAgent(UA.safariIos)).toBe(true)
    expect(isMobileUserAgent(UA.chromeAndroid)).toBe(true)
    expect(isMobileUserAgent(UA.chromeWindows)).toBe(false)
    expect(isMobileUserAgent(UA.safariMac)).toBe(false)
  })

  it('counts an iPad posing as a Mac (touch points) and UA-CH mobile', () => {
    expect(isMobileNavigator({ userAgent: UA.safariMac, maxTouchPoints: 5 })).toBe(true)
    expect(isMobileNavigator({ userAgent: UA.safariMac, maxTouchPoints: 0 })).toBe(false)
    expect(isMobileNavigator({ userAgent: UA.chromeWindows, userAgentData: { mobile: true } })).toBe(true)
  })
})

describe('browserFlags', () => {
  it('desktop Chrome', () => {
    expect(browserFlags(UA.chromeWindows, false)).toEqual({
      desktop_browser: true,
      mobile_browser: false,
      chrome: true,
      safari: false,
      firefox: false,
      edge: false,
      other_browser: false,
    })
  })

  it('Safari on an iPhone', () => {
    expect(currentBrowserFlags({ userAgent: UA.safariIos, maxTouchPoints: 5 })).toEqual({
      desktop_browser: false,
      mobile_browser: true,
      chrome: false,
      safari: true,
      firefox: false,
      edge: false,
      other_browser: false,
    })
  })

  it('Edge is not also Chrome, Firefox and others are exclusive', () => {
    expect(browserFlags(UA.edgeWindows, false)).toMatchObject({ edge: true, chrome: false, safari: false })
    expect(browserFlags(UA.firefoxLinux, false)).toMatchObject({ firefox: true, chrome: false, other_browser: false })
    expect(browserFlags(UA.opera, false)).toMatchObject({ other_browser: true, chrome: false, edge: false })
    for (const ua of Object.values(UA)) {
      const flags = browserFlags(ua, true)
      expect([flags.chrome, flags.safari, flags.firefox, flags.edge, flags.other_browser].filter(Boolean)).toHaveLength(1)
    }
  })
})

describe('loginSourceFlags', () => {
  const desktopChrome = browserFlags(UA.chromeWindows, false)

  it.each([
    ['email_password', 'username_password'],
    ['sms_otp', 'one_time_password'],
    ['magick_link', 'magick_link'],
  ] as const)('acr %s sets exactly %s', (acr, flag) => {
    const body = loginSourceFlags(acr, desktopChrome)
    expect(body).toMatchObject({ ...desktopChrome, [flag]: true })
    expect([body?.username_password, body?.one_time_password, body?.magick_link].filter(Boolean)).toHaveLength(1)
  })

  it('sends nothing for acr cookie', () => {
    expect(loginSourceFlags('cookie', desktopChrome)).toBeNull()
  })
})
