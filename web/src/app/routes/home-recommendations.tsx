/** The home page's row of top sellers: loaded once the page has started (routes/home.tsx). */
import { useIntl } from 'react-intl'
import { RECOMMENDERS } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { RecommendedProducts } from './recommendations'

export default function HomeRecommendations() {
  const intl = useIntl()
  return <RecommendedProducts heading={intl.formatMessage(recsMessages.homeTopSellers)} recommender={RECOMMENDERS.HOME_TOP_SELLERS} />
}
