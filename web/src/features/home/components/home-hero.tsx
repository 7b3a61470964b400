import { useIntl } from 'react-intl'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { homeHeroMessages } from '../messages'

export function HomeHero() {
  const intl = useIntl()
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-primary text-white">
      {/* The first picture the site shows: fetched at once, ahead of the rest, where it is shown. */}
      <img
        src="/images/content/tile/living-room.svg"
        alt={intl.formatMessage(homeHeroMessages.imageAlt)}
        width={480}
        height={360}
        fetchPriority="high"
        className="absolute right-6 bottom-6 hidden w-[24rem] rounded-card xl:block"
      />
      <div className="page-container relative py-6 md:py-10">
        <p className="flex items-center gap-1 text-sm font-semibold tracking-wide text-primary-50 uppercase">
          <span aria-hidden="true" className="h-0.5 w-3 rounded-full bg-accent" />
          {intl.formatMessage(homeHeroMessages.eyebrow)}
        </p>
        <h1 id="home-hero-title" className="mt-1 max-w-[15ch] text-4xl leading-tight font-bold md:text-5xl">
          {intl.formatMessage(homeHeroMessages.headline)}
        </h1>
        <p className="mt-2 max-w-[60ch] text-lg text-primary-50">{intl.formatMessage(homeHeroMessages.subtext)}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to="/marketplace" className={buttonStyles.primary}>
            {intl.formatMessage(homeHeroMessages.primaryCta)}
          </Link>
          <Link to="/how-it-works" className={buttonStyles.onDark}>
            {intl.formatMessage(homeHeroMessages.secondaryCta)}
          </Link>
        </div>
      </div>
    </section>
  )
}
