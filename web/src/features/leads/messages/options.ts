// The lead forms' choices: the labels of the canonical values the CRM takes (lib/lead-options.ts).
import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl'
import type { ContactMethod, OfferingOption, RevenueBand } from '../lib/lead-options'

const revenue = defineMessages<Record<'under1m' | 'from1to10m' | 'from10to50m' | 'from50to100m' | 'over100m', NoMessageValues>>({
  under1m: {
    id: 'leads.revenue.under1m',
    defaultMessage: 'Under $1M',
    description: 'Partner form: annual revenue band, under one million dollars',
  },
  from1to10m: {
    id: 'leads.revenue.from1to10m',
    defaultMessage: '$1-10M',
    description: 'Partner form: annual revenue band, one to ten million dollars',
  },
  from10to50m: {
    id: 'leads.revenue.from10to50m',
    defaultMessage: '$10-50M',
    description: 'Partner form: annual revenue band, ten to fifty million dollars',
  },
  from50to100m: {
    id: 'leads.revenue.from50to100m',
    defaultMessage: '$50-100M',
    description: 'Partner form: annual revenue band, fifty to a hundred million dollars',
  },
  over100m: {
    id: 'leads.revenue.over100m',
    defaultMessage: 'Over $100M',
    description: 'Partner form: annual revenue band, over a hundred million dollars',
  },
})

export const revenueBandMessages: Record<RevenueBand, MessageDescriptor> = {
  'Under $1M': revenue.under1m,
  '$1-10M': revenue.from1to10m,
  '$10-50M': revenue.from10to50m,
  '$50-100M': revenue.from50to100m,
  'Over $100M': revenue.over100m,
}

export const yearsBandMessage = defineMessages<{ band: { range: string } }>({
  band: {
    id: 'leads.years.band',
    defaultMessage: '{range} years',
    description: 'Partner form: a band of years in business; {range} is e.g. 0-5 or 6-10',
  },
}).band

const offering = defineMessages<Record<'inStore' | 'online' | 'both', NoMessageValues>>({
  inStore: { id: 'leads.offering.inStore', defaultMessage: 'In-Store', description: 'Partner form: offer leases in the store' },
  online: { id: 'leads.offering.online', defaultMessage: 'Online', description: 'Partner form: offer leases online' },
  both: {
    id: 'leads.offering.both',
    defaultMessage: 'In-Store & Online',
    description: 'Partner form: offer leases in the store and online',
  },
})

export const offeringMessages: Record<OfferingOption, MessageDescriptor> = {
  'In-Store': offering.inStore,
  Online: offering.online,
  'In-Store & Online': offering.both,
}

const contact = defineMessages<Record<'phone' | 'email', NoMessageValues>>({
  phone: { id: 'leads.contactMethod.phone', defaultMessage: 'Phone', description: 'Lead forms: be contacted by phone' },
  email: { id: 'leads.contactMethod.email', defaultMessage: 'Email', description: 'Lead forms: be contacted by email' },
})

export const contactMethodMessages: Record<ContactMethod, MessageDescriptor> = {
  Phone: contact.phone,
  Email: contact.email,
}
