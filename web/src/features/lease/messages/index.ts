// The lease feature's messages, one file per room of the feature.
export * from './lease'
export * from './dashboard'
export * from './profile'
export * from './plan'
export * from './benefits-plus'
export * from './agreement'
export * from './payoff'
