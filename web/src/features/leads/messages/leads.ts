// The lead forms: the partner form, the report form, the thank-you window and their errors.
import { defineMessages, type NoMessageValues } from 'react-intl'

export const leadMessages = defineMessages<{
  partnerTitle: NoMessageValues
  partnerIntro: NoMessageValues
  partnerCall: NoMessageValues
  partnerPhone: NoMessageValues
  partnerSubmit: NoMessageValues
  reportTitle: NoMessageValues
  reportIntro: NoMessageValues
  reportSubmit: NoMessageValues
  reportOpening: NoMessageValues
  thanksTitle: NoMessageValues
  thanksText: NoMessageValues
  thanksReportLink: NoMessageValues
  newTab: NoMessageValues
  close: NoMessageValues
  allRequired: NoMessageValues
  sending: NoMessageValues
  sendFailed: NoMessageValues
  firstName: NoMessageValues
  lastName: NoMessageValues
  company: NoMessageValues
  title: NoMessageValues
  email: NoMessageValues
  phone: NoMessageValues
  contactMethod: NoMessageValues
  annualRevenue: NoMessageValues
  annualRevenueFinanced: NoMessageValues
  yearsInBusiness: NoMessageValues
  offering: { brandName: string }
  postalCode: NoMessageValues
  choose: NoMessageValues
  website: NoMessageValues
  errorRequired: NoMessageValues
  errorEmail: NoMessageValues
  errorPhone: NoMessageValues
  errorPostalCode: NoMessageValues
  errorOption: NoMessageValues
}>({
  partnerTitle: {
    id: 'leads.partner.title',
    defaultMessage: 'Interested in participating as a retail partner?',
    description: 'Partner form window: its title',
  },
  partnerIntro: {
    id: 'leads.partner.intro',
    defaultMessage: 'Tell us about your business and our partner team will get back to you.',
    description: 'Partner form window: the sentence under the title',
  },
  partnerCall: {
    id: 'leads.partner.call',
    defaultMessage: 'Prefer to talk? Call our partner team:',
    description: 'Partner form window: before the partner team’s phone number (a link that dials it)',
  },
  partnerPhone: {
    id: 'leads.partner.phone',
    defaultMessage: '1-800-555-0142',
    description: 'Partner form window: the partner team’s phone number as shown (the link dials these digits); keep the number',
  },
  partnerSubmit: {
    id: 'leads.partner.submit',
    defaultMessage: 'Submit',
    description: 'Partner form window: the button that sends the form',
  },
  reportTitle: {
    id: 'leads.report.title',
    defaultMessage: 'Complete the form to download the report',
    description: 'Report form window: its title',
  },
  reportIntro: {
    id: 'leads.report.intro',
    defaultMessage: 'The State of Lease-to-Own Retail 2026 opens in a new tab once you send the form.',
    description: 'Report form window: the sentence under the title; the report’s name stays in English',
  },
  reportSubmit: {
    id: 'leads.report.submit',
    defaultMessage: 'Read the Report',
    description: 'Report form window: the button that sends the form and opens the report',
  },
  reportOpening: {
    id: 'leads.report.opening',
    defaultMessage: 'Opening the report…',
    description: 'The new tab the report opens in, while the form is being sent',
  },
  thanksTitle: {
    id: 'leads.thanks.title',
    defaultMessage: 'Message sent.',
    description: 'Thank-you window after a lead form was sent: its title',
  },
  thanksText: {
    id: 'leads.thanks.text',
    defaultMessage: 'Thank you for contacting us!',
    description: 'Thank-you window after a lead form was sent: its text',
  },
  thanksReportLink: {
    id: 'leads.thanks.reportLink',
    defaultMessage: 'Open the report',
    description: 'Thank-you window after the report form: a link to the report, in case its tab did not open',
  },
  newTab: {
    id: 'leads.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a link that opens in a new tab',
  },
  close: {
    id: 'leads.close',
    defaultMessage: 'Close',
    description: 'Lead form and thank-you windows: the button that closes the window',
  },
  allRequired: {
    id: 'leads.allRequired',
    defaultMessage: 'All fields are required.',
    description: 'Lead forms: the note above the fields',
  },
  sending: {
    id: 'leads.sending',
    defaultMessage: 'Sending…',
    description: 'Lead forms: the submit button while the form is being sent',
  },
  sendFailed: {
    id: 'leads.sendFailed',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Lead forms: the error notification when the form could not be sent',
  },
  firstName: { id: 'leads.field.firstName', defaultMessage: 'First name', description: 'Lead forms: field label' },
  lastName: { id: 'leads.field.lastName', defaultMessage: 'Last name', description: 'Lead forms: field label' },
  company: { id: 'leads.field.company', defaultMessage: 'Company', description: 'Lead forms: field label (the business’s name)' },
  title: { id: 'leads.field.title', defaultMessage: 'Job title', description: 'Partner form: field label (the person’s job title)' },
  email: { id: 'leads.field.email', defaultMessage: 'Email', description: 'Lead forms: field label' },
  phone: { id: 'leads.field.phone', defaultMessage: 'Phone number', description: 'Lead forms: field label (10 digits)' },
  contactMethod: {
    id: 'leads.field.contactMethod',
    defaultMessage: 'Preferred contact method',
    description: 'Lead forms: label of the choice between Phone and Email',
  },
  annualRevenue: { id: 'leads.field.annualRevenue', defaultMessage: 'Annual revenue', description: 'Partner form: field label' },
  annualRevenueFinanced: {
    id: 'leads.field.annualRevenueFinanced',
    defaultMessage: 'Annual revenue financed',
    description: 'Partner form: field label (the part of the annual revenue customers finance)',
  },
  yearsInBusiness: { id: 'leads.field.yearsInBusiness', defaultMessage: 'Years in business', description: 'Partner form: field label' },
  offering: {
    id: 'leads.field.offering',
    defaultMessage: 'Where would you like to offer {brandName}?',
    description: 'Partner form: label of the choice In-Store, Online or both; {brandName} is e.g. Northwind Lease',
  },
  postalCode: { id: 'leads.field.postalCode', defaultMessage: 'ZIP code', description: 'Report form: field label (5 digits)' },
  choose: {
    id: 'leads.field.choose',
    defaultMessage: 'Select one',
    description: 'Lead forms: the first, empty option of a choice',
  },
  website: {
    id: 'leads.field.website',
    defaultMessage: 'Website (leave this field empty)',
    description: 'Lead forms: label of a hidden field only robots fill',
  },
  errorRequired: {
    id: 'leads.error.required',
    defaultMessage: 'This field is required.',
    description: 'Lead forms: a field left empty',
  },
  errorEmail: {
    id: 'leads.error.email',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Lead forms: the email is not an email address',
  },
  errorPhone: {
    id: 'leads.error.phone',
    defaultMessage: 'Please enter a valid 10-digit phone number.',
    description: 'Lead forms: the phone number does not have 10 digits',
  },
  errorPostalCode: {
    id: 'leads.error.postalCode',
    defaultMessage: 'Please enter a valid 5-digit ZIP code.',
    description: 'Report form: the ZIP code does not have 5 digits',
  },
  errorOption: {
    id: 'leads.error.option',
    defaultMessage: 'Please choose one of the options.',
    description: 'Lead forms: a choice holds none of its options',
  },
})
