/**
 * The AppConfig (schema `AppConfig`) is injected by the server into index.html, replacing
 * the `<!--app-config-->` comment with `<script id="app-config" type="application/json">`.
 * Under `vite dev` it is absent and is fetched from `GET /api/app-config` before rendering.
 */
import { createContext, use, type ReactNode } from 'react'
import type { AppConfig } from '@/api/types'
import { isNoContent, ok } from './api-context'
import { loadApi } from './api-load'

export const APP_CONFIG_ELEMENT_ID = 'app-config'

function isAppConfig(value: unknown): value is AppConfig {
  if (!value || typeof value !== 'object') return false
  const v = value as Partial<AppConfig>
  return (
    typeof v.organizationId === 'string' &&
    typeof v.defaultSiteId === 'string' &&
    typeof v.brand?.name === 'string' &&
    Array.isArray(v.sites) &&
    v.sites.length > 0
  )
}

export function readInjectedAppConfig(doc: Document = document): AppConfig | null {
  const element = doc.getElementById(APP_CONFIG_ELEMENT_ID)
  if (!element?.textContent) return null
  const parsed: unknown = JSON.parse(element.textContent)
  if (!isAppConfig(parsed)) throw new Error('The injected app configuration is malformed')
  return parsed
}

export async function fetchAppConfig(): Promise<AppConfig> {
  const { api } = await loadApi()
  const body = await ok(api.GET('/api/app-config'))
  if (isNoContent(body) || !isAppConfig(body)) throw new Error('The app configuration response is malformed')
  return body
}

export async function loadAppConfig(doc: Document = document): Promise<AppConfig> {
  return readInjectedAppConfig(doc) ?? (await fetchAppConfig())
}

const AppConfigContext = createContext<AppConfig | null>(null)

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>
}

/** External links of the configuration (`links`), read defensively: an older server may lack them. */
export interface AppLinks {
  /** External retailer (partner) login. */
  retailerLogin?: string
  /** External legacy customer login (preference enableLegacyCustomerLogin). */
  legacyCustomerLogin?: string
  /** Identity-provider (Keycloak) login (preference enableKeycloak). */
  keycloakLogin?: string
  /** The credit-application site: links to it open "Exiting our website" first. */
  creditApplication?: string
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)

export function appLinks(config: AppConfig): AppLinks {
  const { links: raw } = config as Partial<Pick<AppConfig, 'links'>>
  const links: Record<string, unknown> = raw && typeof raw === 'object' ? raw : {}
  return {
    retailerLogin: nonEmpty(links.retailerLogin),
    legacyCustomerLogin: nonEmpty(links.legacyCustomerLogin),
    keycloakLogin: nonEmpty(links.keycloakLogin),
    creditApplication: nonEmpty(links.creditApplication),
  }
}

/**
 * The web app's client id (`webClientId`): the SLAS client of the shopper session and the
 * `client_id` of the preferences and content calls. `{shortName}-web` when the configuration
 * lacks it (an older server).
 */
export function webClientId(config: AppConfig): string {
  const { webClientId: id } = config as Partial<Pick<AppConfig, 'webClientId'>>
  return nonEmpty(id) ?? `${config.brand.shortName}-web`
}

export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext)
  if (!config) throw new Error('useAppConfig must be used within an AppConfigProvider')
  return config
}
