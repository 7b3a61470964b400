/** On the refer-a-friend terms page the referral footer copy replaces the normal footer. */
export const REFER_A_FRIEND_TERMS_PATH = '/referafriendprogramterms'

export type FooterContentId = 'footer' | 'raf-footer'

/** `pathname` is the app path without site/locale prefix. */
export function footerContentId(pathname: string): FooterContentId {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return normalized.toLowerCase() === REFER_A_FRIEND_TERMS_PATH ? 'raf-footer' : 'footer'
}
