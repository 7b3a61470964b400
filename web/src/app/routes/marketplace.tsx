/**
 * The marketplace's pages: /marketplace (every category as tabs), /marketplace/referral (what a
 * referral link shows: integrated retailers only), /shop-online (a category at a time:
 * `shop-online?category={id}`), /find-a-store (the location first) and
 * /marketplace/mobile-app-only-retailers. The retailers come from the server's rules for the
 * shopper's stored location, which the browser applies after hydration (the server renders the
 * page without a location). `retailer=` in the URL opens that retailer's how-to-shop window,
 * whose Apply opens the lease window (/lease-window/apply, shown by this module too).
 */
import { lazy, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { DocumentHead } from '@/components/document-head'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { isContentError, useContentAsset } from '@/features/content/api/get-content-asset'
import { usePage } from '@/features/content/api/get-page'
import { ContentHtml } from '@/features/content/components/content-html'
import { richTexts } from '@/features/content/lib/rich-texts'
import { LocationPicker } from '@/features/geo/components/location-picker'
import { useStoredLocation } from '@/features/geo/hooks/use-stored-location'
import { useRetailers, type Marketplace, type Retailer } from '@/features/marketplace/api/get-retailers'
import { MarketplaceView } from '@/features/marketplace/components/marketplace-view'
import { RetailerModal } from '@/features/marketplace/components/retailer-modal'
import { useReferralCookie } from '@/features/marketplace/hooks/use-referral'
import { ADVERTISED_APPROVAL_CENTS, partnerLink } from '@/features/marketplace/lib/marketplace-links'
import { marketplaceMessages as messages } from '@/features/marketplace/messages/marketplace'
import { ApprovedAmount } from '@/features/preapproval/components/approved-amount'
import type { ApplyingRetailer, LeaseWindowDialogProps } from '@/features/preapproval/components/lease-window-dialog'
import { useStoredApproval } from '@/features/preapproval/hooks/use-stored-approval'
import { leaseWindowMessages } from '@/features/preapproval/messages/lease-window'
import { useCustomPreferences } from '@/features/prefs/api/get-custom-preferences'
import { useAppConfig } from '@/lib/app-config'
import { pushDataLayer } from '@/lib/data-layer'
import { fromCents } from '@/lib/money'
import { moneyFormat } from '@/lib/money-format'
import { PROMO_PREFERENCE_ID, promoList } from '@/lib/promo-redirect'
import { useSiteLocale } from '@/lib/use-site-locale'
import { isFramedPage } from '../layout/framed-pages'
import { HEADER_PREFERENCE_IDS } from '../layout/header-preferences'
import '@/styles/later.css'

export type MarketplaceVariant = 'marketplace' | 'referral' | 'shop-online' | 'find-a-store' | 'app-only'

/** The marketplace page an app path is. */
export function marketplaceVariant(pathname: string): MarketplaceVariant {
  switch (pathname.replace(/\/+$/, '')) {
    case '/marketplace/referral':
      return 'referral'
    case '/shop-online':
      return 'shop-online'
    case '/find-a-store':
      return 'find-a-store'
    case '/marketplace/mobile-app-only-retailers':
      return 'app-only'
    default:
      return 'marketplace'
  }
}

export const MOBILE_APP_ONLY = 'mobile-app-only-retailers'

/**
 * The promo a link names (`promo=`, one of the site's promos): its page above the retailers;
 * "Error loading the page." when it can't be had.
 */
function PromoContent({ id }: { id: string }) {
  const intl = useIntl()
  const page = usePage(id)
  if (page === undefined) return null
  if (page === null || 'error' in page) {
    return (
      <p role="alert" className="mt-3 font-semibold">
        {intl.formatMessage(messages.promoLoadError)}
      </p>
    )
  }
  const html = richTexts(page).join('')
  return html ? <ContentHtml html={html} className="mt-3 rounded-card bg-surface p-2" /> : null
}

/** A retailer's own words from the content assets, for its kind of retailer. */
function RetailerOptionalText({ integrated }: { integrated: boolean }) {
  const asset = useContentAsset(integrated ? 'integrated-retailer-optional-text' : 'non-integrated-retailer-optional-text')
  if (!asset || isContentError(asset) || !asset.c_body) return null
  return <ContentHtml html={asset.c_body} />
}

// The lease window and its frame load when they are needed (they carry the application form).
const LeaseWindowPage = lazy(() =>
  import('@/features/preapproval/components/lease-window-page').then((m) => ({ default: m.LeaseWindowPage })),
)
const LeaseWindowDialog = lazy(() =>
  import('@/features/preapproval/components/lease-window-dialog').then((m) => ({ default: m.LeaseWindowDialog })),
)

/** The site preferences the window is opened with. */
const LEASE_WINDOW_PREFERENCE_IDS = ['approvalIframeClosingTime', 'leaseApprovalUrl'] as const

/** The lease window, with the site's preferences for it (asked when the shopper applies). */
function ApplyWindow(props: Omit<LeaseWindowDialogProps, 'preferences'>) {
  const preferences = useCustomPreferences(LEASE_WINDOW_PREFERENCE_IDS)
  return (
    <LeaseWindowDialog
      {...props}
      preferences={preferences === undefined ? undefined : 'error' in preferences ? {} : preferences.customPreferences}
    />
  )
}

/** The marketplace's page module: its pages, and the lease window they open (in a frame). */
export default function MarketplaceModule() {
  const { pathname } = useSiteLocale()
  const intl = useIntl()
  if (isFramedPage(pathname)) {
    const amount = moneyFormat(intl.locale, 'USD')(fromCents(ADVERTISED_APPROVAL_CENTS)).replace(/\.00$/, '')
    return <LeaseWindowPage advertisedAmount={amount} />
  }
  return <MarketplacePage />
}

function MarketplacePage() {
  const intl = useIntl()
  const config = useAppConfig()
  const { pathname } = useSiteLocale()
  const variant = marketplaceVariant(pathname)
  const [params, setParams] = useSearchParams()
  const location = useStoredLocation()
  const referralCookie = useReferralCookie()
  const featured = params.get('featured') === 'true'
  const referral = variant === 'referral' || referralCookie
  const query = useRetailers({ postalCode: location?.postalCode, featured, referral })
  const preferences = useCustomPreferences(HEADER_PREFERENCE_IDS)
  const excludedStates =
    preferences === undefined
      ? undefined
      : 'error' in preferences
        ? []
        : ((preferences.customPreferences.excludedStates as string[] | undefined) ?? [])
  const promo = params.get('promo')
  const promos = preferences && !('error' in preferences) ? promoList(preferences.customPreferences[PROMO_PREFERENCE_ID]) : []

  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const category = params.get('category')
  const retailerId = params.get('retailer')
  const retailer = retailerId ? query.data?.categories.flatMap((c) => c.retailers).find((r) => r.id === retailerId) : undefined
  const amount = moneyFormat(intl.locale, 'USD')(fromCents(ADVERTISED_APPROVAL_CENTS)).replace(/\.00$/, '')

  // Apply: the lease window over the page, for the retailer it was opened from.
  const [applying, setApplying] = useState<ApplyingRetailer | null>(null)
  // The approval stored for the open retailer (the browser's; none in the server's render).
  const approval = useStoredApproval(config.brand.shortName, retailer?.id)

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === null) next.delete(name)
        else next.set(name, value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  const retailerHref = (item: Retailer, inCategory: Marketplace['categories'][number]) => {
    const next = new URLSearchParams(params)
    next.set('category', inCategory.id)
    next.set('retailer', item.id)
    return `${pathname}?${next.toString()}`
  }

  const [heading, intro] =
    variant === 'shop-online'
      ? [messages.shopOnlineHeading, intl.formatMessage(messages.shopOnlineIntro)]
      : variant === 'find-a-store'
        ? [messages.findStoreHeading, intl.formatMessage(messages.findStoreIntro)]
        : variant === 'app-only'
          ? [messages.appOnlyHeading, intl.formatMessage(messages.intro, { amount })]
          : [messages.heading, intl.formatMessage(messages.intro, { amount })]
  const shown = query.data?.location

  return (
    <section className="page-container py-3 md:py-5">
      <DocumentHead title={intl.formatMessage(messages.documentTitle, { brandName: config.brand.name })} description={intro} />
      <h1 className="text-3xl font-bold md:text-4xl">{intl.formatMessage(heading)}</h1>
      <p className="mt-1 max-w-[72ch] text-lg text-ink-muted">{intro}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1 rounded-card bg-surface px-1.5 py-1">
        <LocationPicker excludedStates={excludedStates} autoLocate />
        <p className="text-sm text-ink-muted" aria-live="polite">
          {shown?.postalCode && shown.state
            ? intl.formatMessage(messages.locationNote, { postalCode: shown.postalCode, state: shown.state })
            : intl.formatMessage(messages.noLocationNote)}
        </p>
      </div>
      {promo && promos.includes(promo) && <PromoContent id={promo} />}
      {variant === 'shop-online' && category && (
        <p className="mt-2">
          <Link to="/shop-online" className="font-semibold text-primary underline underline-offset-2">
            {intl.formatMessage(messages.allCategories)}
          </Link>
        </p>
      )}
      <div className="mt-3">
        {variant === 'shop-online' && !category ? (
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-3">
            {(query.data?.categories ?? [])
              .filter((c) => c.id !== MOBILE_APP_ONLY)
              .map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/shop-online?category=${encodeURIComponent(c.id)}`}
                    className="flex min-h-8 items-center justify-between rounded-card border border-neutral-200 bg-white p-2 font-semibold shadow-sm hover:border-primary/40 hover:shadow-md focus-visible:outline-3 focus-visible:outline-primary-700"
                  >
                    <span>{c.name}</span>
                    <span className="text-sm text-ink-muted">{intl.formatMessage(messages.count, { count: c.retailers.length })}</span>
                  </Link>
                </li>
              ))}
          </ul>
        ) : (
          <MarketplaceView
            data={query.data}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            selected={category}
            onSelect={(id) => setParam('category', id)}
            only={variant === 'app-only' ? MOBILE_APP_ONLY : variant === 'shop-online' ? (category ?? undefined) : undefined}
            retailerHref={retailerHref}
            onOpenRetailer={setOpener}
          />
        )}
      </div>
      {retailer && (
        <RetailerModal
          retailer={retailer}
          onClose={() => void setParam('retailer', null)}
          returnFocus={applying ? null : opener}
          shopperState={location?.state}
          optionalText={<RetailerOptionalText integrated={retailer.integrated} />}
          apply={
            approval ? (
              <ApprovedAmount cents={approval.approvalAmount} size="medium" />
            ) : retailer.merchantId ? (
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() =>
                  setApplying({
                    id: retailer.id,
                    name: retailer.name,
                    merchantId: retailer.merchantId ?? '',
                    exitUrl: retailer.partnerUrl ? partnerLink(retailer.partnerUrl) : null,
                  })
                }
              >
                {intl.formatMessage(leaseWindowMessages.apply)}
              </button>
            ) : null
          }
        />
      )}
      {applying && (
        <ApplyWindow
          retailer={applying}
          returnFocus={opener}
          onReady={() => void setParam('retailer', null)}
          onClose={() => setApplying(null)}
          onFailure={(code) => pushDataLayer({ event: 'leaseApplication', status: 'denied', code, retailer: applying.id })}
        />
      )}
    </section>
  )
}
