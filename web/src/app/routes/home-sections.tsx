/**
 * The home page's hero and tiles: words and links only, with the page module (routes/home.tsx).
 * Their styles are all the first load's.
 */
import { HomeHero } from '@/features/home/components/home-hero'
import { HomeTiles } from '@/features/home/components/home-tiles'

export default function HomeSections() {
  return (
    <>
      <HomeHero />
      <HomeTiles />
    </>
  )
}
