/**
 * The API client (lib/api-client.ts, with openapi-fetch), loaded with the first call made from
 * the first load's code: the queries a server-rendered page is hydrated with (the header's
 * categories, the footer, the customer) call it only when they fetch again.
 */
export const loadApi = () => import('./api-client')
