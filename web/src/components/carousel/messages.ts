// The carousel and the product scroller: their buttons, slide names and loading status.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const carouselMessages = defineMessages<{
  roleDescription: NoMessageValues
  slideRoleDescription: NoMessageValues
  slideLabel: { position: number; total: number }
  previous: NoMessageValues
  next: NoMessageValues
  startAutoSlide: NoMessageValues
  stopAutoSlide: NoMessageValues
  scrollerPrevious: NoMessageValues
  scrollerNext: NoMessageValues
  scrollerLoading: NoMessageValues
}>({
  roleDescription: {
    id: 'carousel.roleDescription',
    defaultMessage: 'carousel',
    description: 'Carousel: what a screen reader calls the whole widget (aria-roledescription), lower case',
  },
  slideRoleDescription: {
    id: 'carousel.slideRoleDescription',
    defaultMessage: 'slide',
    description: 'Carousel: what a screen reader calls one of its panels (aria-roledescription), lower case',
  },
  slideLabel: {
    id: 'carousel.slideLabel',
    defaultMessage: '{position, number} of {total, number}',
    description: 'Carousel: the accessible name of one slide; {position} is its place (1 for the first), {total} how many slides there are',
  },
  previous: {
    id: 'carousel.previous',
    defaultMessage: 'Previous slide',
    description: 'Carousel: button that shows the slide before (accessible name of an arrow icon)',
  },
  next: {
    id: 'carousel.next',
    defaultMessage: 'Next slide',
    description: 'Carousel: button that shows the slide after (accessible name of an arrow icon)',
  },
  startAutoSlide: {
    id: 'carousel.startAutoSlide',
    defaultMessage: 'Start automatic slide show',
    description: 'Carousel: button that starts moving to the next slide every few seconds (accessible name of a play icon)',
  },
  stopAutoSlide: {
    id: 'carousel.stopAutoSlide',
    defaultMessage: 'Stop automatic slide show',
    description: 'Carousel: button that stops moving to the next slide every few seconds (accessible name of a pause icon)',
  },
  scrollerPrevious: {
    id: 'productScroller.previous',
    defaultMessage: 'Previous products',
    description:
      'Row of product tiles that scrolls sideways: button that scrolls back by one screen width (accessible name of an arrow icon)',
  },
  scrollerNext: {
    id: 'productScroller.next',
    defaultMessage: 'More products',
    description:
      'Row of product tiles that scrolls sideways: button that scrolls on by one screen width (accessible name of an arrow icon)',
  },
  scrollerLoading: {
    id: 'productScroller.loading',
    defaultMessage: 'Loading…',
    description: 'Row of product tiles: status read by screen readers while the products load (placeholders show meanwhile)',
  },
})
