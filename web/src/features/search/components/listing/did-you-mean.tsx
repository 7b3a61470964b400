/** "Did you mean sofa?": the search API's corrected phrase, as a link that searches for it. */
import { FormattedMessage } from 'react-intl'
import { Link } from '@/components/link'
import type { ListingResult } from '../../api/product-search'
import { listingMessages as messages } from '../../messages/listing'

/** The corrected phrase of a result, when it has one that differs from what was searched. */
export function suggestedPhrase(result: ListingResult | undefined): string | undefined {
  const phrase = result?.searchPhraseSuggestions.suggestedPhrases[0]?.phrase
  return phrase && phrase.toLowerCase() !== result?.query.toLowerCase() ? phrase : undefined
}

export function searchPath(phrase: string): string {
  return `/search?${new URLSearchParams({ q: phrase }).toString()}`
}

export function DidYouMean({ phrase, className = '' }: { phrase: string; className?: string }) {
  return (
    <p className={className}>
      <FormattedMessage
        {...messages.didYouMean}
        values={{
          phrase,
          link: (chunks) => (
            <Link
              to={searchPath(phrase)}
              className={
                'rounded font-semibold text-primary underline underline-offset-2 hover:text-primary-700 ' +
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700'
              }
            >
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  )
}
