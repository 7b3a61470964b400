/**
 * The home page's hero and tiles: words and links only, rendered by the server and hydrated once
 * their code is in (routes/home.tsx, lib/hydrate-later.tsx); until then their links are plain
 * links. Their styles are all the first load's.
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
