// /review-catch-up-plan: the chosen plan, checked before it is submitted.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type ReviewMessagesValues = {
  heading: None
  documentTitle: { brandName: string }
  intro: None
  summaryHeading: None
  terms: { count: number }
  back: None
  submit: None
  noChoiceHeading: None
  noChoiceText: None
  chooseLink: None
  offerChangedHeading: None
  offerChangedText: None
  freshOptions: None
}

export const reviewMessages = defineMessages<ReviewMessagesValues>({
  heading: {
    id: 'catchUp.review.heading',
    defaultMessage: 'Review your catch-up plan',
    description: 'Heading of the /review-catch-up-plan page',
  },
  documentTitle: {
    id: 'catchUp.review.documentTitle',
    defaultMessage: 'Review your catch-up plan | {brandName}',
    description: 'Document title of /review-catch-up-plan; {brandName} is e.g. Northwind Lease',
  },
  intro: {
    id: 'catchUp.review.intro',
    defaultMessage: 'Check your plan before you submit it.',
    description: 'Introduction of /review-catch-up-plan',
  },
  summaryHeading: {
    id: 'catchUp.review.summaryHeading',
    defaultMessage: 'Your plan',
    description: '/review-catch-up-plan: heading of the summary of the chosen plan',
  },
  terms: {
    id: 'catchUp.review.terms',
    defaultMessage:
      'When you submit this plan, your next {count, plural, one {payment changes} other {# payments change}} to the amounts shown and your lease is back in good standing. If you miss a plan payment, the plan ends and what is left of the past-due amount is due again.',
    description: '/review-catch-up-plan: what submitting the plan does; {count} is the number of plan payments',
  },
  back: {
    id: 'catchUp.review.back',
    defaultMessage: 'Back',
    description: '/review-catch-up-plan: link back to the catch-up options (the choice is kept)',
  },
  submit: {
    id: 'catchUp.review.submit',
    defaultMessage: 'Submit plan',
    description: '/review-catch-up-plan: button that submits the chosen plan',
  },
  noChoiceHeading: {
    id: 'catchUp.noChoice.heading',
    defaultMessage: 'Choose a plan first',
    description: 'Review or submit page opened without a chosen plan: heading',
  },
  noChoiceText: {
    id: 'catchUp.noChoice.text',
    defaultMessage: 'Pick how many payments you want to catch up in, then review your plan here.',
    description: 'Review or submit page opened without a chosen plan: text',
  },
  chooseLink: { id: 'catchUp.chooseLink', defaultMessage: 'See catch-up options', description: 'Catch-up pages: link to /catch-up-plans' },
  offerChangedHeading: {
    id: 'catchUp.offerChanged.heading',
    defaultMessage: 'This offer has changed',
    description: "The chosen catch-up plan is no longer offered (409 plan_not_offered, or it is not among today's plans): heading",
  },
  offerChangedText: {
    id: 'catchUp.offerChanged.text',
    defaultMessage:
      'The plan you chose is no longer offered, so nothing was changed. Your catch-up options are up to date now: please choose again.',
    description: 'The chosen catch-up plan is no longer offered: text, above a link to fresh options',
  },
  freshOptions: {
    id: 'catchUp.offerChanged.link',
    defaultMessage: "See today's options",
    description: 'Link from a changed offer to fresh catch-up options',
  },
})
