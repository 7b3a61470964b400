// The profile pages' frame and the profile overview.
import { defineMessages, type NoMessageValues as None } from 'react-intl'

type Brand = { brandName: string }

type ProfileMessagesValues = {
  sectionsLabel: None
  profile: None
  planDetails: None
  agreement: None
  heading: None
  documentTitle: Brand
  contactHeading: None
  name: None
  email: None
  leaseHeading: None
  store: None
  status: None
  benefitsPlus: None
}

export const profileMessages = defineMessages<ProfileMessagesValues>({
  sectionsLabel: {
    id: 'leaseProfile.sectionsLabel',
    defaultMessage: 'Profile sections',
    description: 'Accessible name of the navigation between the profile pages',
  },
  profile: { id: 'leaseProfile.nav.profile', defaultMessage: 'My profile', description: 'Profile pages navigation: the profile overview' },
  planDetails: {
    id: 'leaseProfile.nav.planDetails',
    defaultMessage: 'Plan details',
    description: 'Profile pages navigation: the plan details page',
  },
  agreement: {
    id: 'leaseProfile.nav.agreement',
    defaultMessage: 'Lease agreement',
    description: 'Profile pages navigation: the lease agreement page',
  },
  heading: { id: 'leaseProfile.heading', defaultMessage: 'Profile', description: 'Heading of the customer portal profile page' },
  documentTitle: {
    id: 'leaseProfile.documentTitle',
    defaultMessage: 'Profile | {brandName}',
    description: 'Document title of the profile page; {brandName} is e.g. Northwind Lease',
  },
  contactHeading: {
    id: 'leaseProfile.contact.heading',
    defaultMessage: 'Contact information',
    description: 'Profile page: heading of the customer name and email',
  },
  name: { id: 'leaseProfile.contact.name', defaultMessage: 'Name', description: 'Profile page: label of the customer name' },
  email: { id: 'leaseProfile.contact.email', defaultMessage: 'Email', description: 'Profile page: label of the customer email' },
  leaseHeading: {
    id: 'leaseProfile.lease.heading',
    defaultMessage: 'Your lease',
    description: 'Profile page: heading of the selected lease summary',
  },
  store: { id: 'leaseProfile.lease.store', defaultMessage: 'Store', description: 'Profile page: label of the store of the lease' },
  status: { id: 'leaseProfile.lease.status', defaultMessage: 'Status', description: 'Profile page: label of the lease status' },
  benefitsPlus: {
    id: 'leaseProfile.lease.benefitsPlus',
    defaultMessage: 'Benefits Plus',
    description: 'Profile page: label of the Benefits Plus status',
  },
})
