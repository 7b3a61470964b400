// @ts-check
/** The one code style of the web app and the end-to-end tests (e2e/prettier.config.mjs uses it too). */
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 140,
  trailingComma: 'all',
}
