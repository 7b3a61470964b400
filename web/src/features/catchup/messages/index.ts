// The catch-up feature's messages, one file per room of the feature.
export * from './plans'
export * from './schedule'
export * from './review'
export * from './submit'
export * from './active-plan'
