/**
 * The site preferences the shell reads, in one query every rendered page carries: where the
 * header's Customer Login goes, and the states the brand does not lease in (the location picker
 * and the marketplace's pages).
 */
export const HEADER_PREFERENCE_IDS = ['enableKeycloak', 'enableLegacyCustomerLogin', 'excludedStates'] as const
