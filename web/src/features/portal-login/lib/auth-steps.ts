/** Steps of the identity provider named in auth failure logs. */
export const IDENTITY_LOGIN_STEP = 'identity-service login'
export const IDENTITY_LOGOUT_STEP = 'identity-service logout'
