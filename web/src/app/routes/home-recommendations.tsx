/** The home page's row of top sellers, asked by the home zone: loaded once the page has started (routes/home.tsx). */
import { useIntl } from 'react-intl'
import { ZONES } from '@/features/recs/lib/einstein'
import { recsMessages } from '@/features/recs/messages'
import { RecommendedProducts } from './recommendations'

export default function HomeRecommendations() {
  const intl = useIntl()
  return <RecommendedProducts heading={intl.formatMessage(recsMessages.homeTopSellers)} zone={ZONES.HOME} />
}
