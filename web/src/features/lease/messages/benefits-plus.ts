// Benefits Plus: its panel, the confirmation dialog and page.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

type BenefitsPlusMessagesValues = {
  heading: None
  about: { fee: string }
  status: { status: string }
  enrolled: None
  notEnrolled: None
  enroll: None
  cancel: None
  closedLease: None
  enrollTitle: None
  enrollText: { fee: string }
  cancelTitle: None
  cancelText: { fee: string }
  confirmEnroll: None
  confirmCancel: None
  goBack: None
  close: None
  saving: None
  enrolledDone: None
  cancelledDone: None
  paymentsChanged: { count: number }
  errorClosed: None
  errorGeneric: None
  mobileDocumentTitle: Brand
  backToPlan: None
}

export const benefitsPlusMessages = defineMessages<BenefitsPlusMessagesValues>({
  heading: {
    id: 'benefitsPlus.heading',
    defaultMessage: 'Benefits Plus',
    description: 'Heading of the Benefits Plus add-on (product protection and payment waiver)',
  },
  about: {
    id: 'benefitsPlus.about',
    defaultMessage: 'Product protection and a payment waiver for {fee} per payment, plus tax.',
    description: 'What Benefits Plus is; {fee} is the fee per payment before tax',
  },
  status: {
    id: 'benefitsPlus.status',
    defaultMessage: 'Status: {status}',
    description: 'Benefits Plus status line; {status} is Enrolled or Not enrolled',
  },
  enrolled: { id: 'benefitsPlus.enrolled', defaultMessage: 'Enrolled', description: 'Benefits Plus status: enrolled' },
  notEnrolled: { id: 'benefitsPlus.notEnrolled', defaultMessage: 'Not enrolled', description: 'Benefits Plus status: not enrolled' },
  enroll: {
    id: 'benefitsPlus.enroll',
    defaultMessage: 'Enroll in Benefits Plus',
    description: 'Button that starts the Benefits Plus enrolment (asks for confirmation)',
  },
  cancel: {
    id: 'benefitsPlus.cancel',
    defaultMessage: 'Cancel Benefits Plus',
    description: 'Button that starts the Benefits Plus cancellation (asks for confirmation)',
  },
  closedLease: {
    id: 'benefitsPlus.closedLease',
    defaultMessage: "Benefits Plus can't be changed on a closed lease.",
    description: 'Benefits Plus: note on a paid-out, returned or charged-off lease',
  },
  enrollTitle: {
    id: 'benefitsPlus.confirm.enrollTitle',
    defaultMessage: 'Enroll in Benefits Plus?',
    description: 'Title of the Benefits Plus enrolment confirmation',
  },
  enrollText: {
    id: 'benefitsPlus.confirm.enrollText',
    defaultMessage: 'Each upcoming payment goes up by {fee}, plus tax. You can cancel at any time.',
    description: 'Benefits Plus enrolment confirmation; {fee} is the fee per payment before tax',
  },
  cancelTitle: {
    id: 'benefitsPlus.confirm.cancelTitle',
    defaultMessage: 'Cancel Benefits Plus?',
    description: 'Title of the Benefits Plus cancellation confirmation',
  },
  cancelText: {
    id: 'benefitsPlus.confirm.cancelText',
    defaultMessage: 'Each upcoming payment goes down by {fee}, plus tax, and your merchandise is no longer protected.',
    description: 'Benefits Plus cancellation confirmation; {fee} is the fee per payment before tax',
  },
  confirmEnroll: {
    id: 'benefitsPlus.confirm.enroll',
    defaultMessage: 'Yes, enroll',
    description: 'Benefits Plus confirmation: confirms the enrolment',
  },
  confirmCancel: {
    id: 'benefitsPlus.confirm.cancel',
    defaultMessage: 'Yes, cancel it',
    description: 'Benefits Plus confirmation: confirms the cancellation',
  },
  goBack: {
    id: 'benefitsPlus.confirm.goBack',
    defaultMessage: 'Go back',
    description: 'Benefits Plus confirmation: leaves without changing anything',
  },
  close: {
    id: 'benefitsPlus.confirm.close',
    defaultMessage: 'Close',
    description: 'Accessible label of the button closing the Benefits Plus confirmation',
  },
  saving: {
    id: 'benefitsPlus.saving',
    defaultMessage: 'Saving…',
    description: 'Benefits Plus confirmation button while the change is being saved',
  },
  enrolledDone: {
    id: 'benefitsPlus.done.enrolled',
    defaultMessage: "You're enrolled in Benefits Plus.",
    description: 'Benefits Plus: confirmation after enrolling',
  },
  cancelledDone: {
    id: 'benefitsPlus.done.cancelled',
    defaultMessage: 'Benefits Plus is cancelled.',
    description: 'Benefits Plus: confirmation after cancelling',
  },
  paymentsChanged: {
    id: 'benefitsPlus.done.paymentsChanged',
    defaultMessage: '{count, plural, one {# upcoming payment was updated.} other {# upcoming payments were updated.}}',
    description: 'Benefits Plus: how many upcoming payments changed with the enrolment or cancellation',
  },
  errorClosed: {
    id: 'benefitsPlus.error.closed',
    defaultMessage: "This lease is closed, so Benefits Plus can't be changed.",
    description: 'Benefits Plus: the server refused the change because the lease is closed (409)',
  },
  errorGeneric: {
    id: 'benefitsPlus.error.generic',
    defaultMessage: 'Something went wrong. Try again!',
    description: 'Benefits Plus: any other failure of the enrolment or cancellation',
  },
  mobileDocumentTitle: {
    id: 'benefitsPlus.mobile.documentTitle',
    defaultMessage: 'Benefits Plus | {brandName}',
    description: 'Document title of the Benefits Plus confirmation page for phones; {brandName} is e.g. Northwind Lease',
  },
  backToPlan: {
    id: 'benefitsPlus.mobile.backToPlan',
    defaultMessage: 'Back to plan details',
    description: 'Benefits Plus confirmation page: link back to the plan details',
  },
})
