/** `/idp/logout?id_token_hint=…&post_logout_redirect_uri=…` (the path must be on this site). */
export function providerLogoutUrl(idToken: string, postLogoutPath: string): string {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutPath })
  return `/idp/logout?${query.toString()}`
}
