import { describe, expect, it } from 'vitest'
import { DEMO_LEAD_FIELD_MAPPING } from '@/testing/leads'
import { buildLeadPayload, formFieldOf, type FieldMapping } from './lead-payload'

/** The demo organization's mapping list (demo/northwind.json). */
const MAPPING: FieldMapping[] = DEMO_LEAD_FIELD_MAPPING

const REPORT = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  company: 'Analytical Furniture',
  email: 'ada@example.com',
  contactMethod: 'Phone',
  phone: '2105550187',
  postalCode: '78205',
}

describe('buildLeadPayload', () => {
  it('fills the CRM fields the mapping names from the form’s fields, and no others', () => {
    expect(buildLeadPayload('report', REPORT, MAPPING, { utm: 'utm_source=email', website: '' })).toEqual({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Company: 'Analytical Furniture',
      Email: 'ada@example.com',
      contactMethod__c: 'Phone',
      Phone: '2105550187',
      PostalCode: '78205',
      LeadSource: 'eComm Report Download',
      lead_UTM__c: 'utm_source=email',
      Website: '',
    })
  })

  it('names the offering field for the brand, through the mapping', () => {
    const partner = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Furniture',
      title: 'Owner',
      email: 'ada@example.com',
      contactMethod: 'Email',
      phone: '2105550187',
      annualRevenue: '$1-10M',
      annualRevenueFinanced: 'Under $1M',
      yearsInBusiness: '6-10',
      offering: 'In-Store & Online',
    }
    const payload = buildLeadPayload('partner', partner, MAPPING, { utm: '', website: 'http://spam.example' })
    expect(payload).toMatchObject({
      Title: 'Owner',
      Annual_GMV__c: '$1-10M',
      Annual_GMV_Financed__c: 'Under $1M',
      Years_In_Business__c: '6-10',
      Where_would_you_like_to_offer_northwind__c: 'In-Store & Online',
      LeadSource: 'eComm Partner Page',
      lead_UTM__c: '',
      Website: 'http://spam.example',
    })
    expect(payload).not.toHaveProperty('PostalCode')
    expect(Object.keys(payload)).toHaveLength(14)
  })

  it('never lets the mapping overwrite the source, the campaign or the hidden field', () => {
    const mapping = [...MAPPING, { SFDC_Field__c: 'LeadSource', Mapping_Field__c: 'company' }]
    expect(buildLeadPayload('report', REPORT, mapping, { utm: '', website: '' }).LeadSource).toBe('eComm Report Download')
  })
})

describe('formFieldOf', () => {
  it('finds the form field behind a CRM field the server named, when the form has it', () => {
    expect(formFieldOf('Phone', MAPPING, ['phone', 'email'])).toBe('phone')
    expect(formFieldOf('Title', MAPPING, ['phone', 'email'])).toBeUndefined()
    expect(formFieldOf('Website', MAPPING, ['phone'])).toBeUndefined()
    expect(formFieldOf(undefined, MAPPING, ['phone'])).toBeUndefined()
  })
})
