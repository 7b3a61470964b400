// The payment-methods feature's messages, one file per room of the feature.
export * from './list'
export * from './autopay'
export * from './remove'
export * from './add'
export * from './field-errors'
export * from './errors'
