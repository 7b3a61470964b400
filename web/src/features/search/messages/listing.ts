/**
 * Messages of the product listings: the category page (/category/{id}) and the search results
 * (/search?q=), and their shared listing (refinements, sort, grid, tiles, pagination).
 */
import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl'

/** The values of each listing message (checked where they are formatted). */
type ListingMessageValues = {
  resultCount: { count: number }
  sortLabel: NoMessageValues
  pageSizeLabel: NoMessageValues
  filterButton: NoMessageValues
  activeFilterCount: { count: number }
  filterTitle: NoMessageValues
  closeFilters: NoMessageValues
  showResults: { count: number }
  showMore: { count: number }
  showLess: NoMessageValues
  valueCount: { count: number }
  selectedHeading: NoMessageValues
  removeFilter: { group: string; value: string }
  clearAll: NoMessageValues
  resultsLabel: NoMessageValues
  loading: NoMessageValues
  errorTitle: NoMessageValues
  errorText: NoMessageValues
  retry: NoMessageValues
  noMatchesTitle: NoMessageValues
  noMatchesText: NoMessageValues
  paginationLabel: NoMessageValues
  previous: NoMessageValues
  next: NoMessageValues
  previousPage: NoMessageValues
  nextPage: NoMessageValues
  page: { page: number }
  pageStatus: { current: number; count: number }
  originalPrice: NoMessageValues
  salePrice: NoMessageValues
  priceRange: { min: string; max: string }
  leaseFrom: { initial: string; count: number; frequency: string; amount: string; total: string }
  notLeasable: NoMessageValues
  outOfStock: NoMessageValues
  colors: NoMessageValues
  moreColorsShort: { count: number }
  moreColors: { count: number }
  breadcrumbLabel: NoMessageValues
  home: NoMessageValues
  searchResultsCrumb: NoMessageValues
  categoryDocumentTitle: { categoryName: string; brandName: string }
  categoryLoadError: NoMessageValues
  categoryEmptyTitle: NoMessageValues
  categoryEmptyText: NoMessageValues
  searchHeading: { q: string }
  allProducts: NoMessageValues
  searchDocumentTitle: { q: string; brandName: string }
  allProductsDocumentTitle: { brandName: string }
  searchDescription: { q: string; brandName: string }
  allProductsDescription: { brandName: string }
  didYouMean: { phrase: string; link: MessageTag }
  noResultsTitle: { q: string }
  noResultsTitleNoQuery: NoMessageValues
  tipsHeading: NoMessageValues
  tipSpelling: NoMessageValues
  tipFewerWords: NoMessageValues
  tipBrowse: NoMessageValues
  departmentsHeading: NoMessageValues
}

export const listingMessages = defineMessages<ListingMessageValues>({
  // Toolbar
  resultCount: {
    id: 'listing.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
    description: 'Product listing: the number of products found (read politely by screen readers when it changes)',
  },
  sortLabel: {
    id: 'listing.sort.label',
    defaultMessage: 'Sort by',
    description: 'Product listing: label of the sort order select',
  },
  pageSizeLabel: {
    id: 'listing.pageSize.label',
    defaultMessage: 'Items per page',
    description: 'Product listing: label of the select of how many products a page shows (25, 50 or 100)',
  },

  // Refinements
  filterButton: {
    id: 'listing.filter.button',
    defaultMessage: 'Filter',
    description: 'Product listing (phones): button opening the filters drawer',
  },
  activeFilterCount: {
    id: 'listing.filter.activeCount',
    defaultMessage: '{count, plural, one {# filter applied} other {# filters applied}}',
    description: 'Product listing: accessible text of the number shown on the Filter button',
  },
  filterTitle: {
    id: 'listing.filter.title',
    defaultMessage: 'Filters',
    description: 'Product listing: heading of the filters panel and title of the filters drawer',
  },
  closeFilters: {
    id: 'listing.filter.close',
    defaultMessage: 'Close filters',
    description: 'Product listing (phones): accessible label of the button closing the filters drawer',
  },
  showResults: {
    id: 'listing.filter.showResults',
    defaultMessage: '{count, plural, =0 {No results} one {Show # result} other {Show # results}}',
    description: 'Product listing (phones): button at the bottom of the filters drawer that closes it to show the products',
  },
  showMore: {
    id: 'listing.refinement.showMore',
    defaultMessage: 'Show all ({count})',
    description: 'Product listing: expands a long list of filter values (e.g. brands); {count} is how many there are',
  },
  showLess: {
    id: 'listing.refinement.showLess',
    defaultMessage: 'Show fewer',
    description: 'Product listing: collapses an expanded list of filter values',
  },
  valueCount: {
    id: 'listing.refinement.valueCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Product listing: accessible text of the number of products next to a filter value',
  },
  selectedHeading: {
    id: 'listing.selected.heading',
    defaultMessage: 'Applied filters',
    description: 'Product listing: accessible name of the list of chosen filters (chips)',
  },
  removeFilter: {
    id: 'listing.selected.remove',
    defaultMessage: 'Remove filter {group}: {value}',
    description: 'Product listing: accessible label of the remove button of a chosen filter chip, e.g. "Remove filter Color: Gray"',
  },
  clearAll: {
    id: 'listing.selected.clearAll',
    defaultMessage: 'Clear all',
    description: 'Product listing: removes every chosen filter',
  },

  // Results
  resultsLabel: {
    id: 'listing.results.label',
    defaultMessage: 'Products',
    description: 'Product listing: accessible name of the region holding the product grid',
  },
  loading: {
    id: 'listing.loading',
    defaultMessage: 'Loading products…',
    description: 'Product listing: accessible text while the products load',
  },
  errorTitle: {
    id: 'listing.error.title',
    defaultMessage: "We couldn't load these products.",
    description: 'Product listing: heading shown when the product search failed',
  },
  errorText: {
    id: 'listing.error.text',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Product listing: text shown when the product search failed',
  },
  retry: {
    id: 'listing.error.retry',
    defaultMessage: 'Try again',
    description: 'Product listing: button that asks for the products again after a failure',
  },
  noMatchesTitle: {
    id: 'listing.noMatches.title',
    defaultMessage: 'No products match these filters',
    description: 'Product listing: heading when the chosen filters leave no product',
  },
  noMatchesText: {
    id: 'listing.noMatches.text',
    defaultMessage: 'Try removing a filter, or clear them all to see every product.',
    description: 'Product listing: advice when the chosen filters leave no product',
  },

  // Pagination
  paginationLabel: {
    id: 'listing.pagination.label',
    defaultMessage: 'Pages of results',
    description: 'Product listing: accessible name of the pagination navigation',
  },
  previous: {
    id: 'listing.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Product listing: link to the previous page of products',
  },
  next: {
    id: 'listing.pagination.next',
    defaultMessage: 'Next',
    description: 'Product listing: link to the next page of products',
  },
  previousPage: {
    id: 'listing.pagination.previousPage',
    defaultMessage: 'Previous page',
    description: 'Product listing: accessible label of the link to the previous page of products',
  },
  nextPage: {
    id: 'listing.pagination.nextPage',
    defaultMessage: 'Next page',
    description: 'Product listing: accessible label of the link to the next page of products',
  },
  page: {
    id: 'listing.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Product listing: accessible label of a page number link',
  },
  pageStatus: {
    id: 'listing.pagination.status',
    defaultMessage: 'Page {current} of {count}',
    description: 'Product listing (phones): which page is shown, between the Previous and Next links',
  },

  // Product tile
  originalPrice: {
    id: 'listing.tile.originalPrice',
    defaultMessage: 'Original price',
    description: 'Product tile: accessible text before the struck-through price of a product on sale',
  },
  salePrice: {
    id: 'listing.tile.salePrice',
    defaultMessage: 'Sale price',
    description: 'Product tile: accessible text before the current price of a product on sale',
  },
  priceRange: {
    id: 'listing.tile.priceRange',
    defaultMessage: '{min} – {max}',
    description: 'Product tile: the price range of a product whose variants cost different amounts, e.g. "$925.99 – $1,259.99"',
  },
  leaseFrom: {
    id: 'listing.tile.leaseFrom',
    defaultMessage:
      'or lease from {initial} today, then {count} {frequency, select, weekly {weekly} bi_weekly {every-two-weeks} semi_monthly {twice-monthly} other {monthly}} payments of {amount}: {total} total cost to own',
    description:
      'Product tile: the lease of the lowest price — the initial payment, the number, frequency and amount of the payments and the total cost to own (the law requires them together); e.g. $49.00, 52, weekly, $19.60, $1,068.58',
  },
  notLeasable: {
    id: 'listing.tile.notLeasable',
    defaultMessage: 'Not available to lease',
    description: 'Product tile: a product a lease cannot pay for',
  },
  outOfStock: {
    id: 'listing.tile.outOfStock',
    defaultMessage: 'Out of stock',
    description: 'Product tile: the product cannot be ordered now',
  },
  colors: {
    id: 'listing.tile.colors',
    defaultMessage: 'Available colors',
    description: 'Product tile: accessible name of the list of colour swatches',
  },
  moreColorsShort: {
    id: 'listing.tile.moreColorsShort',
    defaultMessage: '+{count}',
    description: 'Product tile: shown after the first five colour swatches when there are more, e.g. "+2"',
  },
  moreColors: {
    id: 'listing.tile.moreColors',
    defaultMessage: '{count, plural, one {# more color} other {# more colors}}',
    description: 'Product tile: accessible text of the "+N" after the first colour swatches',
  },

  // Breadcrumbs
  breadcrumbLabel: {
    id: 'listing.breadcrumb.label',
    defaultMessage: 'Breadcrumb',
    description: 'Category page: accessible name of the breadcrumb navigation',
  },
  home: {
    id: 'listing.breadcrumb.home',
    defaultMessage: 'Home',
    description: 'Category page: first breadcrumb, the home page',
  },
  searchResultsCrumb: {
    id: 'listing.breadcrumb.searchResults',
    defaultMessage: 'Search results',
    description: 'Search results page: its breadcrumb after Home, as search engines show the page’s place in the site',
  },

  // Category page
  categoryDocumentTitle: {
    id: 'listing.category.documentTitle',
    defaultMessage: '{categoryName} | {brandName}',
    description: 'Document title of a category page; {categoryName} e.g. Sofas, {brandName} e.g. Northwind Lease',
  },
  categoryLoadError: {
    id: 'listing.category.loadError',
    defaultMessage: 'This category could not be loaded.',
    description: 'Category page: shown when the category could not be loaded',
  },
  categoryEmptyTitle: {
    id: 'listing.category.emptyTitle',
    defaultMessage: 'No products here yet',
    description: 'Category page: heading when the category has no products',
  },
  categoryEmptyText: {
    id: 'listing.category.emptyText',
    defaultMessage: 'Check back soon, or browse another department.',
    description: 'Category page: text when the category has no products',
  },

  // Search page
  searchHeading: {
    id: 'listing.search.heading',
    defaultMessage: 'Results for “{q}”',
    description: 'Search results page: main heading; {q} is what the shopper searched for',
  },
  allProducts: {
    id: 'listing.search.allProducts',
    defaultMessage: 'All products',
    description: 'Search results page without a search phrase: main heading',
  },
  searchDocumentTitle: {
    id: 'listing.search.documentTitle',
    defaultMessage: 'Search results for “{q}” | {brandName}',
    description: 'Document title of the search results page; {q} is the search phrase, {brandName} e.g. Northwind Lease',
  },
  allProductsDocumentTitle: {
    id: 'listing.search.allProductsDocumentTitle',
    defaultMessage: 'All products | {brandName}',
    description: 'Document title of the search results page without a search phrase; {brandName} e.g. Northwind Lease',
  },
  searchDescription: {
    id: 'listing.search.description',
    defaultMessage: 'Lease-to-own products for “{q}” at {brandName}, with low weekly payments.',
    description: 'Meta description of the search results page; {q} is the search phrase, {brandName} e.g. Northwind Lease',
  },
  allProductsDescription: {
    id: 'listing.search.allProductsDescription',
    defaultMessage: 'Shop every lease-to-own product at {brandName}: furniture, appliances, electronics and more on low weekly payments.',
    description: 'Meta description of the search results page without a search phrase; {brandName} e.g. Northwind Lease',
  },
  didYouMean: {
    id: 'listing.search.didYouMean',
    defaultMessage: 'Did you mean <link>{phrase}</link>?',
    description: 'Search results: the corrected search phrase, as a link that searches for it',
  },
  noResultsTitle: {
    id: 'listing.noResults.title',
    defaultMessage: 'We couldn’t find anything for “{q}”',
    description: 'Search results: heading when the search found no product; {q} is the search phrase',
  },
  noResultsTitleNoQuery: {
    id: 'listing.noResults.titleNoQuery',
    defaultMessage: 'We couldn’t find any products',
    description: 'Search results without a search phrase: heading when there is no product',
  },
  tipsHeading: {
    id: 'listing.noResults.tipsHeading',
    defaultMessage: 'Search tips',
    description: 'Search results without products: heading of the search tips',
  },
  tipSpelling: {
    id: 'listing.noResults.tipSpelling',
    defaultMessage: 'Check the spelling, or try a similar word.',
    description: 'Search results without products: a search tip',
  },
  tipFewerWords: {
    id: 'listing.noResults.tipFewerWords',
    defaultMessage: 'Use fewer or more general words, like “sofa” instead of “gray three-seat sofa”.',
    description: 'Search results without products: a search tip',
  },
  tipBrowse: {
    id: 'listing.noResults.tipBrowse',
    defaultMessage: 'Browse a department below to see everything you can lease.',
    description: 'Search results without products: a search tip',
  },
  departmentsHeading: {
    id: 'listing.noResults.departments',
    defaultMessage: 'Shop by department',
    description: 'Search results without products: heading of the links to the departments',
  },
})

/** Sort option labels, keyed by the sort id of the search API (SORT_IDS). */
export const sortMessages = defineMessages<{
  'best-matches': NoMessageValues
  'price-low-to-high': NoMessageValues
  'price-high-to-low': NoMessageValues
  'product-name-ascending': NoMessageValues
  newest: NoMessageValues
}>({
  'best-matches': {
    id: 'listing.sort.bestMatches',
    defaultMessage: 'Best matches',
    description: 'Product listing sort option: most relevant first',
  },
  'price-low-to-high': {
    id: 'listing.sort.priceLowToHigh',
    defaultMessage: 'Price: low to high',
    description: 'Product listing sort option: cheapest first',
  },
  'price-high-to-low': {
    id: 'listing.sort.priceHighToLow',
    defaultMessage: 'Price: high to low',
    description: 'Product listing sort option: most expensive first',
  },
  'product-name-ascending': {
    id: 'listing.sort.nameAscending',
    defaultMessage: 'Name: A to Z',
    description: 'Product listing sort option: by product name, alphabetically',
  },
  newest: {
    id: 'listing.sort.newest',
    defaultMessage: 'Newest',
    description: 'Product listing sort option: newest products first',
  },
})

/** Refinement group headings, keyed by the search API's attribute id; others use the API's label. */
export const refinementMessages = defineMessages<{
  cgid: NoMessageValues
  price: NoMessageValues
  brand: NoMessageValues
  c_refinementColor: NoMessageValues
  c_size: NoMessageValues
}>({
  cgid: {
    id: 'listing.refinement.category',
    defaultMessage: 'Category',
    description: 'Product listing: heading of the sub-category links in the filters',
  },
  price: {
    id: 'listing.refinement.price',
    defaultMessage: 'Price',
    description: 'Product listing: heading of the price filter',
  },
  brand: {
    id: 'listing.refinement.brand',
    defaultMessage: 'Brand',
    description: 'Product listing: heading of the brand filter',
  },
  c_refinementColor: {
    id: 'listing.refinement.color',
    defaultMessage: 'Color',
    description: 'Product listing: heading of the colour filter (swatches)',
  },
  c_size: {
    id: 'listing.refinement.size',
    defaultMessage: 'Size',
    description: 'Product listing: heading of the size filter',
  },
})
