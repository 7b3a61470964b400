// The payments feature's messages, one file per page.
export * from './history'
export * from './make'
export * from './review'
