// /submit-catch-up-plan: the plan being submitted, and how it went.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type SubmitMessagesValues = {
  heading: None
  documentTitle: { brandName: string }
  submitting: None
  successHeading: None
  successText: None
  leaseStatus: { status: string }
  goToDashboard: None
  failedHeading: None
  unavailableText: None
  closedText: None
  genericText: None
}

export const submitMessages = defineMessages<SubmitMessagesValues>({
  heading: { id: 'catchUp.submit.heading', defaultMessage: 'Your catch-up plan', description: 'Heading of the /submit-catch-up-plan page' },
  documentTitle: {
    id: 'catchUp.submit.documentTitle',
    defaultMessage: 'Your catch-up plan | {brandName}',
    description: 'Document title of /submit-catch-up-plan; {brandName} is e.g. Northwind Lease',
  },
  submitting: {
    id: 'catchUp.submit.submitting',
    defaultMessage: 'Setting up your catch-up plan…',
    description: '/submit-catch-up-plan while the plan is sent',
  },
  successHeading: {
    id: 'catchUp.submit.success.heading',
    defaultMessage: 'Your catch-up plan is set up',
    description: '/submit-catch-up-plan: the plan was set up',
  },
  successText: {
    id: 'catchUp.submit.success.text',
    defaultMessage: 'Your lease is back in good standing. Make the payments below on time to keep your plan.',
    description: '/submit-catch-up-plan: what the plan set up means, above its payments',
  },
  leaseStatus: {
    id: 'catchUp.submit.leaseStatus',
    defaultMessage: 'Lease status: {status, select, Active {Active} PastDue {Past due} other {{status}}}',
    description:
      "/submit-catch-up-plan: the lease's status after the plan was set up; {status} is the API's status (Active while the plan is kept)",
  },
  goToDashboard: {
    id: 'catchUp.submit.goToDashboard',
    defaultMessage: 'Go to the dashboard',
    description: '/submit-catch-up-plan: link to /dashboard after the plan was set up',
  },
  failedHeading: {
    id: 'catchUp.submit.failed.heading',
    defaultMessage: "We couldn't set up your plan",
    description: '/submit-catch-up-plan: the plan was not set up',
  },
  unavailableText: {
    id: 'catchUp.submit.failed.unavailable',
    defaultMessage: "We couldn't reach our servers, so your plan may not be set up yet. Try again: you won't get two plans.",
    description: '/submit-catch-up-plan: the server or the network did not answer; trying again sends the same submit',
  },
  closedText: {
    id: 'catchUp.submit.failed.closed',
    defaultMessage: "This lease can't take a catch-up plan in its current status.",
    description: '/submit-catch-up-plan: the lease is closed (409 lease_closed)',
  },
  genericText: {
    id: 'catchUp.submit.failed.generic',
    defaultMessage: 'Something went wrong. Try again.',
    description: '/submit-catch-up-plan: any other failure',
  },
})
