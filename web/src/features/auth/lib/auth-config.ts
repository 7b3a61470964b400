/**
 * The AppConfig fields of the shopper session: `webClientId` and `links`. They are read
 * defensively (an older server's injected configuration may lack them).
 */
import type { AppConfig } from '@/api/types'

export interface AuthLinks {
  /** External retailer (partner) login. */
  retailerLogin?: string
  /** External legacy customer login (preference enableLegacyCustomerLogin). */
  legacyCustomerLogin?: string
  /** Identity-provider (Keycloak) login (preference enableKeycloak). */
  keycloakLogin?: string
}

export interface AuthConfig {
  organizationId: string
  /** The SLAS client id of the web app (refresh token kept by the server in an HttpOnly cookie). */
  clientId: string
  links: AuthLinks
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)

export function readAuthConfig(config: AppConfig): AuthConfig {
  const { webClientId, links: rawLinks } = config as Partial<Pick<AppConfig, 'webClientId' | 'links'>>
  const links: Record<string, unknown> = rawLinks && typeof rawLinks === 'object' ? rawLinks : {}
  return {
    organizationId: config.organizationId,
    clientId: str(webClientId) ?? `${config.brand.shortName}-web`,
    links: {
      retailerLogin: str(links.retailerLogin),
      legacyCustomerLogin: str(links.legacyCustomerLogin),
      keycloakLogin: str(links.keycloakLogin),
    },
  }
}
