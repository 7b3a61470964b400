/**
 * Aliases over the generated OpenAPI types (`schema.gen.ts`, from `npm run gen:api`).
 * Only the top-level schema names of the server contract are referenced here;
 * nested shapes are reached through indexed access so that the server may name
 * its nested schemas however it likes.
 */
import type { components } from './schema.gen'

type Schemas = components['schemas']

export type AppConfig = Schemas['AppConfig']
export type Site = AppConfig['sites'][number]
export type SiteLocale = Site['l10n']['supportedLocales'][number]
export type CustomPreferencesResponse = Schemas['CustomPreferencesResponse']
export type ContentAsset = Schemas['ContentAsset']
export type ErrorBody = Schemas['ErrorBody']
export type Health = Schemas['Health']
export type Acr = Schemas['Acr']
export type ProviderCode = Schemas['ProviderCode']
export type ProviderTokens = Schemas['ProviderTokens']
export type ChallengeStarted = Schemas['ChallengeStarted']
export type TokenExchangeResponse = Schemas['TokenExchangeResponse']
export type CustomerProfileResponse = Schemas['CustomerProfileResponse']
export type LoginSourceResponse = Schemas['LoginSourceResponse']
export type ShopperContext = Schemas['ShopperContext']
export type Customer = Schemas['Customer']
export type RegistrationRequest = Schemas['RegistrationRequest']
export type PasswordReset = Schemas['PasswordReset']
export type SlasForm = Schemas['SlasForm']
export type TokenResponse = Schemas['TokenResponse']
export type IdTokenHint = Schemas['IdTokenHint']
export type StandardizedCustomer = Schemas['StandardizedCustomer']
export type Category = Schemas['Category']
export type CategoryResult = Schemas['CategoryResult']
export type Product = Schemas['Product']
export type ProductResult = Schemas['ProductResult']
export type ProductSearchResult = Schemas['ProductSearchResult']
export type ProductSearchHit = Schemas['ProductSearchHit']
export type SuggestionResult = Schemas['SuggestionResult']
export type DashboardResponse = Schemas['DashboardResponse']
export type DetailsResponse = Schemas['DetailsResponse']
export type AgreementResponse = Schemas['AgreementResponse']
export type BenefitsPlusRequest = Schemas['BenefitsPlusRequest']
export type BenefitsPlusResponse = Schemas['BenefitsPlusResponse']
export type PaymentMethodsResponse = Schemas['PaymentMethodsResponse']
export type AddPaymentMethodRequest = Schemas['AddPaymentMethodRequest']
export type PaymentMethodRequest = Schemas['PaymentMethodRequest']
export type AutopayRequest = Schemas['AutopayRequest']
