// /catch-up-plans: the options of a past-due lease, chosen with a slider, and what each one means.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type PlansMessagesValues = {
  heading: None
  documentTitle: { brandName: string }
  forLease: { number: string }
  intro: None
  optionsHeading: None
  sliderLabel: None
  sliderHint: None
  sliderValue: { count: number }
  sliderSummary: { count: number; date: string }
  pastDueAmount: None
  taxIncluded: { tax: string }
  startDate: None
  interval: None
  paymentsHeading: None
  review: None
  loading: None
  loadError: None
  retry: None
  nothingDueHeading: None
  nothingDueText: None
  closedText: None
  keepingHeading: None
  backToDashboard: None
}

export const plansMessages = defineMessages<PlansMessagesValues>({
  heading: {
    id: 'catchUp.plans.heading',
    defaultMessage: 'Catch-up plans',
    description: 'Heading of the /catch-up-plans page of the customer portal',
  },
  documentTitle: {
    id: 'catchUp.plans.documentTitle',
    defaultMessage: 'Catch-up plans | {brandName}',
    description: 'Document title of /catch-up-plans; {brandName} is e.g. Northwind Lease',
  },
  forLease: {
    id: 'catchUp.forLease',
    defaultMessage: 'For lease #{number}',
    description: 'Under the heading of the catch-up pages: which lease the plan is for; {number} is the lease number',
  },
  intro: {
    id: 'catchUp.plans.intro',
    defaultMessage:
      'Spread your past-due amount over your next payments and your lease is back in good standing. Choose how many payments suit you.',
    description: 'Introduction of /catch-up-plans',
  },
  optionsHeading: {
    id: 'catchUp.plans.optionsHeading',
    defaultMessage: 'Choose your plan',
    description: 'Heading of the part of /catch-up-plans where a plan is chosen',
  },
  sliderLabel: {
    id: 'catchUp.plans.slider.label',
    defaultMessage: 'Number of payments',
    description: 'Label of the slider that chooses over how many payments the past-due amount is spread',
  },
  sliderHint: {
    id: 'catchUp.plans.slider.hint',
    defaultMessage: 'Fewer payments catch you up sooner; more payments keep each one smaller.',
    description: 'Hint under the slider of /catch-up-plans',
  },
  sliderValue: {
    id: 'catchUp.plans.slider.value',
    defaultMessage: '{count, plural, one {# payment} other {# payments}}',
    description: 'A position of the catch-up slider (also what screen readers say for it); {count} is the number of payments',
  },
  sliderSummary: {
    id: 'catchUp.plans.slider.summary',
    defaultMessage: 'Catch up in {count, plural, one {# payment} other {# payments}}, starting {date}',
    description: 'The plan the slider shows, announced when it moves; {count} is the number of payments, {date} the first payment date',
  },
  pastDueAmount: {
    id: 'catchUp.pastDueAmount',
    defaultMessage: 'Past-due amount',
    description: 'Catch-up pages: the amount the plan spreads over its payments',
  },
  taxIncluded: {
    id: 'catchUp.taxIncluded',
    defaultMessage: 'Includes {tax} tax',
    description: 'Catch-up pages: the tax part of an amount; {tax} is e.g. $3.27',
  },
  startDate: {
    id: 'catchUp.startDate',
    defaultMessage: 'Plan start date',
    description: "Catch-up pages: the date of the plan's first payment",
  },
  interval: {
    id: 'catchUp.interval',
    defaultMessage: 'Schedule interval',
    description: "Catch-up pages: the schedule interval of the plan's payments (e.g. Every week)",
  },
  paymentsHeading: {
    id: 'catchUp.plans.paymentsHeading',
    defaultMessage: 'Your payments with this plan',
    description: 'Heading of the payments of the plan chosen on /catch-up-plans',
  },
  review: {
    id: 'catchUp.plans.review',
    defaultMessage: 'Review this plan',
    description: 'Button of /catch-up-plans that goes on to review the chosen plan',
  },
  loading: {
    id: 'catchUp.plans.loading',
    defaultMessage: 'Loading your catch-up options…',
    description: 'Accessible text while the catch-up plans load',
  },
  loadError: {
    id: 'catchUp.plans.loadError',
    defaultMessage: "We couldn't load your catch-up options.",
    description: 'Shown when the catch-up plans of the lease could not be loaded, above a retry button',
  },
  retry: {
    id: 'catchUp.retry',
    defaultMessage: 'Try again',
    description: 'Catch-up pages: button that loads or sends again after a failure',
  },
  nothingDueHeading: {
    id: 'catchUp.plans.nothingDue.heading',
    defaultMessage: 'Nothing is past due',
    description: '/catch-up-plans of a lease with nothing past due: heading',
  },
  nothingDueText: {
    id: 'catchUp.plans.nothingDue.text',
    defaultMessage: 'This lease is up to date, so there is nothing to catch up on. Thank you for paying on time!',
    description: '/catch-up-plans of a lease with nothing past due: text',
  },
  closedText: {
    id: 'catchUp.plans.closed',
    defaultMessage: "This lease is closed, so it can't take a catch-up plan.",
    description: '/catch-up-plans of a paid-out, returned or charged-off lease',
  },
  keepingHeading: {
    id: 'catchUp.plans.keeping.heading',
    defaultMessage: "You're keeping a catch-up plan",
    description: '/catch-up-plans of a lease whose catch-up plan is being kept: heading (the plan is shown under it)',
  },
  backToDashboard: {
    id: 'catchUp.backToDashboard',
    defaultMessage: 'Back to the dashboard',
    description: 'Catch-up pages: link to /dashboard',
  },
})
