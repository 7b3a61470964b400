import { defineMessages, type NoMessageValues } from 'react-intl'

export const pageMessages = defineMessages<{
  readMore: NoMessageValues
  readLess: NoMessageValues
  playVideo: { title: string }
  print: NoMessageValues
  date: { year: string; month: string; day: string }
}>({
  readMore: {
    id: 'contentPage.readMore',
    defaultMessage: 'Read more',
    description: 'Content page: button that shows the rest of a text',
  },
  readLess: {
    id: 'contentPage.readLess',
    defaultMessage: 'Read less',
    description: 'Content page: button that hides the rest of a text again',
  },
  playVideo: {
    id: 'contentPage.playVideo',
    defaultMessage: 'Play video: {title}',
    description: 'Content page: the video poster, a button that starts the video; {title} is the video title',
  },
  print: {
    id: 'contentPage.print',
    defaultMessage: 'Print',
    description: 'News post: button that prints the article',
  },
  date: {
    id: 'contentPage.date',
    defaultMessage:
      '{month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} other {December}} {day}, {year}',
    description: 'A news or blog post date, e.g. October 14, 2026; {month} is 1 to 12, {day} and {year} digits',
  },
})
