/**
 * The marketplace's categories as tabs, each with its retailers' tiles. The selected tab is the
 * URL's `category` (the first category when it names none the shopper sees); choosing a tab
 * replaces it. With `categoryId` fixed (a page of one category) there are no tabs.
 */
import * as Tabs from '@radix-ui/react-tabs'
import { useIntl } from 'react-intl'
import { buttonStyles } from '@/components/ui/button-styles'
import { InlineSpinner } from '@/components/ui/inline-spinner'
import type { Marketplace, Retailer } from '../api/get-retailers'
import { marketplaceMessages as messages } from '../messages/marketplace'
import { RetailerTile } from './retailer-tile'

export interface MarketplaceViewProps {
  data: Marketplace | undefined
  isError: boolean
  onRetry: () => void
  /** The selected category's id (from the URL); the first shown when it names none. */
  selected: string | null
  onSelect?: (categoryId: string) => void
  /** Show this one category alone, without tabs. */
  only?: string
  /** Where a retailer's tile links: its how-to-shop window on this page. */
  retailerHref: (retailer: Retailer, category: Marketplace['categories'][number]) => string
  /** Told which tile's link opened a retailer's window (focus goes back to it). */
  onOpenRetailer?: (link: HTMLElement) => void
}

/** Tiles of the first row (four columns at most): their pictures load eagerly. */
const FIRST_ROW = 4

function RetailerGrid({
  category,
  retailerHref,
  onOpenRetailer,
}: Pick<MarketplaceViewProps, 'retailerHref' | 'onOpenRetailer'> & { category: Marketplace['categories'][number] }) {
  const intl = useIntl()
  return (
    <>
      <p className="mb-1.5 text-ink-muted">{intl.formatMessage(messages.count, { count: category.retailers.length })}</p>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {category.retailers.map((retailer, i) => (
          <RetailerTile
            key={retailer.id}
            retailer={retailer}
            href={retailerHref(retailer, category)}
            onOpen={onOpenRetailer}
            eager={i < FIRST_ROW}
          />
        ))}
      </ul>
    </>
  )
}

export function MarketplaceView({ data, isError, onRetry, selected, onSelect, only, retailerHref, onOpenRetailer }: MarketplaceViewProps) {
  const intl = useIntl()
  if (!data) {
    return isError ? (
      <div className="py-6 text-center">
        <p role="alert" className="text-lg font-semibold">
          {intl.formatMessage(messages.loadError)}
        </p>
        <button type="button" onClick={onRetry} className={`${buttonStyles.brand} mt-2`}>
          {intl.formatMessage(messages.retry)}
        </button>
      </div>
    ) : (
      <div className="py-6">
        <InlineSpinner />
      </div>
    )
  }
  const categories = only ? data.categories.filter((category) => category.id === only) : data.categories
  if (categories.length === 0) {
    return <p className="py-4 text-lg">{intl.formatMessage(messages.empty)}</p>
  }
  if (only) return <RetailerGrid category={categories[0]!} retailerHref={retailerHref} onOpenRetailer={onOpenRetailer} />

  const value = categories.some((category) => category.id === selected) ? selected! : categories[0]!.id
  return (
    <Tabs.Root value={value} onValueChange={onSelect} activationMode="manual">
      <Tabs.List
        aria-label={intl.formatMessage(messages.categories)}
        className="-mx-0.5 mb-2 flex gap-0.5 overflow-x-auto border-b border-neutral-200 px-0.5"
      >
        {categories.map((category) => (
          <Tabs.Trigger
            key={category.id}
            value={category.id}
            className={
              'shrink-0 border-b-3 border-transparent px-1.5 py-1 font-semibold whitespace-nowrap text-ink-muted hover:text-ink ' +
              'focus-visible:outline-3 focus-visible:outline-primary-700 data-[state=active]:border-primary data-[state=active]:text-primary'
            }
          >
            {category.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {categories.map((category) => (
        <Tabs.Content
          key={category.id}
          value={category.id}
          className="outline-none focus-visible:outline-3 focus-visible:outline-primary-700"
        >
          <RetailerGrid category={category} retailerHref={retailerHref} onOpenRetailer={onOpenRetailer} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
