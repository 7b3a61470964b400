/** The site preferences the marketplace pages read (the states the brand does not lease in). */
export const MARKETPLACE_PREFERENCE_IDS = ['excludedStates'] as const
