declare module 'core-js-pure/actual/url' {
  const URLPolyfill: typeof URL
  export default URLPolyfill
}

declare module 'core-js-pure/actual/url-search-params' {
  const URLSearchParamsPolyfill: typeof URLSearchParams
  export default URLSearchParamsPolyfill
}

/** Language code → the language's name in itself (`es` → `español`), from Node's ICU at build time (vite.config.ts). */
declare const __LANGUAGE_ENDONYMS__: Record<string, string>
