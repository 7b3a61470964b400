/**
 * The page components that show content (`commerce_assets.*`): banners, tiles, accordions, read
 * more, videos, news and blog posts, reviews and partners' details. The layouts that hold them are
 * page-regions.tsx.
 */
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import type { AccordionData, BannerData, BlogDetailData, DetailData, NewsDetailData, ReadMoreData, TileData, VideoData } from '@/api/types'
import { Link } from '@/components/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { pageMessages as m } from '../messages/page'
import { ContentHtml } from './content-html'

/**
 * The size each place draws its image at (the content's illustrations, /images/content/{format}/…,
 * are made at these): the page keeps its place while an image loads, and an image of another shape
 * is cropped to the place's rather than moving what follows.
 */
const IMAGE_SIZES = {
  tile: { width: 480, height: 360, aspect: 'aspect-[4/3]' },
  banner: { width: 1200, height: 480, aspect: 'aspect-[5/2]' },
  post: { width: 1200, height: 630, aspect: 'aspect-[40/21]' },
  poster: { width: 1280, height: 720, aspect: 'aspect-video' },
} as const

/**
 * A content image at its place's size. It loads when it nears the screen, unless it is the first
 * thing the page shows (`first`): that one is fetched at once and ahead of the rest.
 */
function ContentImage({
  src,
  alt,
  size,
  first = false,
  className = '',
}: {
  src: string
  alt: string | null | undefined
  size: keyof typeof IMAGE_SIZES
  first?: boolean
  className?: string
}) {
  const { width, height, aspect } = IMAGE_SIZES[size]
  return (
    <img
      src={src}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className={`h-auto w-full object-cover ${aspect} ${className}`}
    />
  )
}

/** A banner; `first`: it opens the page, so its image is the first thing seen. */
export function Banner({ data, first = false }: { data: BannerData; first?: boolean }) {
  return (
    <section className="flex flex-col items-start gap-2 rounded-card bg-primary-50 p-4 md:p-6">
      {data.image ? <ContentImage src={data.image} alt={data.imageAlt} size="banner" first={first} className="rounded-card" /> : null}
      <h2 className="text-2xl font-bold md:text-3xl">{data.heading}</h2>
      {data.text ? <p className="max-w-[60ch] text-lg">{data.text}</p> : null}
      {data.buttonText && data.buttonLink ? (
        <Link to={data.buttonLink} className={buttonStyles.brand}>
          {data.buttonText}
        </Link>
      ) : null}
    </section>
  )
}

export function Tile({ data }: { data: TileData }) {
  return (
    <article className="flex h-full flex-col gap-1.5 rounded-card border border-neutral-200 bg-white p-3">
      {data.imgFile ? <ContentImage src={data.imgFile} alt={data.imgAlt} size="tile" className="rounded-card" /> : null}
      <h3 className="text-xl font-bold">{data.headingText}</h3>
      <ContentHtml html={data.richText} />
      {data.buttonText && data.tileLink ? (
        <Link to={data.tileLink} className="mt-auto font-semibold text-primary underline">
          {data.buttonText}
        </Link>
      ) : null}
    </article>
  )
}

export function Accordion({ data }: { data: AccordionData }) {
  return (
    <section className="flex flex-col gap-1">
      {data.heading ? <h2 className="text-2xl font-bold">{data.heading}</h2> : null}
      {data.items.map((item, index) => (
        <details key={index} className="rounded-card border border-neutral-200 bg-white px-3 py-2">
          <summary className="cursor-pointer font-semibold">{item.heading}</summary>
          <ContentHtml html={item.body} className="mt-1" />
        </details>
      ))}
    </section>
  )
}

export function ReadMore({ data }: { data: ReadMoreData }) {
  const intl = useIntl()
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div className="flex max-w-[72ch] flex-col items-start gap-1">
      <ContentHtml html={data.summary} />
      <div id={id} hidden={!open}>
        <ContentHtml html={data.more} />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className="font-semibold text-primary underline"
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(open ? m.readLess : m.readMore)}
      </button>
    </div>
  )
}

/** A poster until played: then the player, playing. */
export function Video({ data }: { data: VideoData }) {
  const intl = useIntl()
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- captions come with the video when it has them
      <video controls autoPlay src={data.src} poster={data.poster} title={data.title} className="w-full rounded-card">
        {data.captions ? <track kind="captions" src={data.captions} default /> : null}
      </video>
    )
  }
  return (
    <button
      type="button"
      aria-label={intl.formatMessage(m.playVideo, { title: data.title })}
      className="relative block w-full overflow-hidden rounded-card"
      onClick={() => setPlaying(true)}
    >
      <ContentImage src={data.poster} alt={data.posterAlt} size="poster" />
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-8 items-center justify-center rounded-full bg-ink/70 text-3xl text-white"
      >
        ▶
      </span>
    </button>
  )
}

/** A post's date (YYYY-MM-DD) in words, the same on the server and in the browser. */
export function PostDate({ date }: { date: string }) {
  const intl = useIntl()
  const [year = '', month = '', day = ''] = date.split('-')
  return <time dateTime={date}>{intl.formatMessage(m.date, { year, month: String(Number(month)), day: String(Number(day)) })}</time>
}

export function NewsDetail({ data }: { data: NewsDetailData }) {
  const intl = useIntl()
  return (
    <article className="flex max-w-[72ch] flex-col gap-2">
      <h1 className="text-3xl font-bold md:text-4xl">{data.newsHeading}</h1>
      {data.newsSubHeading ? <p className="text-xl text-ink-muted">{data.newsSubHeading}</p> : null}
      <div className="flex items-center justify-between gap-2">
        <PostDate date={data.newsTileDate} />
        <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
          {intl.formatMessage(m.print)}
        </button>
      </div>
      {data.newsImage ? <ContentImage src={data.newsImage} alt={data.newsImageAlt} size="post" first className="rounded-card" /> : null}
      <ContentHtml html={data.newsDetail} />
    </article>
  )
}

export function BlogDetail({ data }: { data: BlogDetailData }) {
  return (
    <article className="flex max-w-[72ch] flex-col gap-2">
      <h1 className="text-3xl font-bold md:text-4xl">{data.blogHeading}</h1>
      <PostDate date={data.blogDate} />
      {data.blogImage ? <ContentImage src={data.blogImage} alt={data.blogImageAlt} size="post" first className="rounded-card" /> : null}
      <ContentHtml html={data.blogDetail} />
    </article>
  )
}

export function Detail({ data }: { data: DetailData }) {
  return (
    <section className="flex max-w-[72ch] flex-col gap-2">
      {/* A logo, square, above the heading: shown with the page, never late. */}
      {data.image ? (
        <img src={data.image} alt={data.imageAlt ?? ''} width={160} height={160} className="size-12 self-start object-contain" />
      ) : null}
      <h1 className="text-3xl font-bold md:text-4xl">{data.heading}</h1>
      <ContentHtml html={data.text} />
      {data.link && data.linkText ? (
        <Link to={data.link} className="font-semibold text-primary underline">
          {data.linkText}
        </Link>
      ) : null}
    </section>
  )
}
