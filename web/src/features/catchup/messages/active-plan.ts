// The plan being kept: on the dashboard's lease overview and on /catch-up-plans.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type ActivePlanMessagesValues = {
  heading: None
  status: { status: string }
  activeText: { amount: string; count: number }
  completedText: None
  brokenText: None
  submittedOn: { date: string }
  paymentsLabel: None
}

export const activePlanMessages = defineMessages<ActivePlanMessagesValues>({
  heading: {
    id: 'catchUp.active.heading',
    defaultMessage: 'Catch-up plan',
    description: "Heading of the lease's catch-up plan being kept (dashboard, /catch-up-plans)",
  },
  status: {
    id: 'catchUp.active.status',
    defaultMessage: '{status, select, active {On track} completed {Completed} broken {Ended} other {{status}}}',
    description: "Badge of the catch-up plan being kept: its status (the API's active, completed or broken)",
  },
  activeText: {
    id: 'catchUp.active.text',
    defaultMessage:
      "You're catching up on {amount} over {count, plural, one {# payment} other {# payments}}. Make each payment on time to keep your plan.",
    description: 'Catch-up plan being kept; {amount} is the past-due amount it spreads, {count} its number of payments',
  },
  completedText: {
    id: 'catchUp.active.completed',
    defaultMessage: 'You made every payment of your catch-up plan. Well done!',
    description: 'Catch-up plan completed',
  },
  brokenText: {
    id: 'catchUp.active.broken',
    defaultMessage: 'A plan payment was missed, so this plan ended and what was left of it is past due again.',
    description: 'Catch-up plan broken (a plan payment was missed)',
  },
  submittedOn: {
    id: 'catchUp.active.submittedOn',
    defaultMessage: 'Set up on {date}',
    description: 'Catch-up plan being kept: the day it was set up; {date} e.g. March 13, 2026',
  },
  paymentsLabel: {
    id: 'catchUp.active.paymentsLabel',
    defaultMessage: 'Plan payments',
    description: "Accessible name of the list of the kept catch-up plan's payments",
  },
})
