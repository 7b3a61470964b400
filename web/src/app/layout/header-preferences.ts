import { PROMO_PREFERENCE_ID } from '@/lib/promo-redirect'

/**
 * The site preferences the shell reads, in one query every rendered page carries: where the
 * header's Customer Login goes, the states the brand does not lease in (the location picker
 * and the marketplace's pages), and the promos a `category` link may name (promo-redirect.tsx).
 */
export const HEADER_PREFERENCE_IDS = ['enableKeycloak', 'enableLegacyCustomerLogin', 'excludedStates', PROMO_PREFERENCE_ID] as const
