/** Every basket query's key starts with this: invalidating it refreshes the basket wherever it shows. */
export const BASKET_QUERY = 'basket'
