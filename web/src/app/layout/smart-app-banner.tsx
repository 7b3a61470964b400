/**
 * The smart app banner: on the home page (in any locale), a visitor on an iPhone, iPad or
 * Android device whose screen is narrower than the mobile-app breakpoint is offered the app —
 * its name, a View link and a close button. View goes to the app's page in the App Store or on
 * Google Play when the configuration's `links` name it (`appStore`, `googlePlay`), else to the
 * site's own Get the app page. Closing it is remembered in localStorage
 * (`smartAppBannerDismissed`): it never shows again in this browser.
 *
 * The user agent, the screen's width and the stored choice are the visitor's: the server's
 * render cannot know them, so they are read once the page has started (this module loads then,
 * with shell-after-start.tsx). The banner sits at the end of the page and sticks to the bottom
 * of the screen: appearing late, it moves nothing that was already drawn.
 */
import { useState, useSyncExternalStore } from 'react'
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl'
import type { AppConfig } from '@/api/types'
import { Link } from '@/components/link'
import { useAppConfig } from '@/lib/app-config'
import { useSiteLocale } from '@/lib/use-site-locale'
import { LogoMark } from './logo'
import '@/styles/later.css'

export const SMART_APP_BANNER_DISMISSED_KEY = 'smartAppBannerDismissed'

/** The mobile-app breakpoint: the banner shows on screens narrower than this (px). */
export const SMART_APP_BANNER_BREAKPOINT = 768

/** The site's own page about the app, where View goes when no store link is configured. */
export const MOBILE_APP_PATH = '/mobile-app'

export type AppPlatform = 'ios' | 'android'

const messages = defineMessages<{
  label: { brandName: string }
  ios: NoMessageValues
  android: NoMessageValues
  view: NoMessageValues
  viewLabel: { brandName: string }
  close: NoMessageValues
}>({
  label: {
    id: 'smartAppBanner.label',
    defaultMessage: '{brandName} app',
    description: 'Smart app banner (home page, phones): accessible name of the banner; {brandName} is e.g. Northwind Lease',
  },
  ios: {
    id: 'smartAppBanner.ios',
    defaultMessage: 'Free on the App Store',
    description: 'Smart app banner: line under the app’s name for iPhone and iPad visitors',
  },
  android: {
    id: 'smartAppBanner.android',
    defaultMessage: 'Free on Google Play',
    description: 'Smart app banner: line under the app’s name for Android visitors',
  },
  view: {
    id: 'smartAppBanner.view',
    defaultMessage: 'View',
    description: 'Smart app banner: short text of the link to the app in the App Store or on Google Play',
  },
  viewLabel: {
    id: 'smartAppBanner.viewLabel',
    defaultMessage: 'View the {brandName} app',
    description:
      'Smart app banner: accessible name of the View link; must begin with the translation of smartAppBanner.view. {brandName} is e.g. Northwind Lease',
  },
  close: {
    id: 'smartAppBanner.close',
    defaultMessage: 'Close the app banner',
    description: 'Smart app banner: accessible name of the × button that closes it for good',
  },
})

/**
 * The app store a device gets the app from, by its user agent: iPhone, iPad and iPod (and an
 * iPad that presents itself as a Mac, which only its touch screen gives away) or Android.
 */
export function appPlatform(userAgent: string, maxTouchPoints = 0): AppPlatform | null {
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return null
}

/**
 * The store's page of the app, from the configuration's `links` (`appStore`, `googlePlay`),
 * read as defensively as the other links (lib/app-config.tsx). Read here, not there: only this
 * module, which the first load leaves out, needs them.
 */
export function appStoreLink(config: AppConfig, platform: AppPlatform): string | undefined {
  const { links } = config as Partial<Pick<AppConfig, 'links'>>
  const url: unknown = links && typeof links === 'object' ? links[platform === 'ios' ? 'appStore' : 'googlePlay'] : undefined
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined
}

// What the visitor's browser says. None of it exists on the server, and the banner is never
// part of a hydration, but render stays pure: each is a store React reads.

const nothingToWatch = () => () => {}
const readPlatform = () => appPlatform(navigator.userAgent, navigator.maxTouchPoints)
const noPlatform = () => null

const NARROW_QUERY = `(max-width: ${SMART_APP_BANNER_BREAKPOINT - 0.02}px)`
// A browser without media queries (a test environment) is not treated as a phone.
const narrowQuery = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null)
function subscribeNarrow(onChange: () => void) {
  const list = narrowQuery()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}
const readNarrow = () => narrowQuery()?.matches ?? false
const notNarrow = () => false

// Closed in another tab: gone here too.
function subscribeDismissed(onChange: () => void) {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(SMART_APP_BANNER_DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}
const dismissedUntilKnown = () => true

function storeDismissed() {
  try {
    window.localStorage.setItem(SMART_APP_BANNER_DISMISSED_KEY, 'true')
  } catch {
    // Storage refused (private mode, quota): closed while this page is open only.
  }
}

/** The banner, where and to whom it shows. */
export function SmartAppBanner() {
  const { pathname } = useSiteLocale()
  const platform = useSyncExternalStore(nothingToWatch, readPlatform, noPlatform)
  const narrow = useSyncExternalStore(subscribeNarrow, readNarrow, notNarrow)
  const dismissed = useSyncExternalStore(subscribeDismissed, readDismissed, dismissedUntilKnown)
  // Closed in this page, whether or not the browser let us store it.
  const [closed, setClosed] = useState(false)
  if (pathname !== '/' || !platform || !narrow || dismissed || closed) return null
  return (
    <Banner
      platform={platform}
      onClose={() => {
        storeDismissed()
        setClosed(true)
        // The button is gone: the keyboard carries on from the page's content, not the top.
        document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
      }}
    />
  )
}

function Banner({ platform, onClose }: { platform: AppPlatform; onClose: () => void }) {
  const intl = useIntl()
  const config = useAppConfig()
  const brandName = config.brand.name
  const storeUrl = appStoreLink(config, platform)
  const viewLabel = intl.formatMessage(messages.viewLabel, { brandName })
  const viewClass =
    'inline-flex min-h-5 shrink-0 items-center rounded-card bg-primary px-2 py-0.5 text-sm font-semibold text-white hover:bg-primary-700 ' +
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
  const view = intl.formatMessage(messages.view)
  return (
    <section
      aria-label={intl.formatMessage(messages.label, { brandName })}
      data-testid="smart-app-banner"
      className="sticky bottom-0 z-30 border-t border-neutral-200 bg-white shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <div className="page-container flex items-center gap-1 py-1">
        <button
          type="button"
          aria-label={intl.formatMessage(messages.close)}
          onClick={onClose}
          className="-ml-1 shrink-0 rounded-full p-1 text-ink-muted hover:bg-neutral-100 focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          {/* The × of components/ui/close-icon.tsx, drawn here: importing it would add its chunk to the
              ones the first load names for this module. */}
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-2" fill="currentColor">
            <path d="M5.3 4 4 5.3 8.7 10 4 14.7 5.3 16l4.7-4.7 4.7 4.7 1.3-1.3-4.7-4.7L16 5.3 14.7 4 10 8.7 5.3 4Z" />
          </svg>
        </button>
        <LogoMark className="size-6 shrink-0" />
        <div className="min-w-0 grow">
          <p className="truncate font-bold">{brandName}</p>
          <p className="truncate text-sm text-ink-muted">{intl.formatMessage(platform === 'ios' ? messages.ios : messages.android)}</p>
        </div>
        {storeUrl ? (
          <a href={storeUrl} aria-label={viewLabel} className={viewClass}>
            {view}
          </a>
        ) : (
          <Link to={MOBILE_APP_PATH} aria-label={viewLabel} className={viewClass}>
            {view}
          </Link>
        )}
      </div>
    </section>
  )
}
