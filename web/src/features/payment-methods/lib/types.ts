/**
 * The payment-method shapes of the server contract (tag `payment-methods` of the generated
 * OpenAPI types, reached through the top-level schemas of src/api/types.ts).
 */
import type { AddPaymentMethodRequest, AutopayRequest, PaymentMethodRequest, PaymentMethodsResponse } from '@/api/types'

/** `fetch_all`'s `standardized` (and every change's answer): the lease's methods and its autopay. */
export type PaymentMethods = PaymentMethodsResponse['standardized']
/** A saved method, masked to its last 4. */
export type PaymentMethod = PaymentMethods['payment_methods'][number]
export type AddRequest = AddPaymentMethodRequest
export type CardInput = NonNullable<AddPaymentMethodRequest['card']>
export type BankInput = NonNullable<AddPaymentMethodRequest['bank']>
export type MethodRequest = PaymentMethodRequest
export type { AutopayRequest }

export type MethodType = 'card' | 'bank'
export type AccountType = 'checking' | 'savings'
