/**
 * FormatJS's Intl polyfills for the server's render (see ./intl-shim.ts), each only where the
 * engine lacks the API, with the CLDR data of the app's locales (en, es, es-US). Module order matters: the shim installs the Intl object first, each polyfill
 * needs the ones before it. Last, ./host-intl.ts hands the app's own number formats to the host where it has them.
 */
import './intl-shim'
import '@formatjs/intl-getcanonicallocales/polyfill.js'
import '@formatjs/intl-locale/polyfill.js'
import '@formatjs/intl-pluralrules/polyfill.js'
import '@formatjs/intl-pluralrules/locale-data/en.js'
import '@formatjs/intl-pluralrules/locale-data/es.js'
import '@formatjs/intl-numberformat/polyfill.js'
import '@formatjs/intl-numberformat/locale-data/en.js'
import '@formatjs/intl-numberformat/locale-data/es.js'
import '@formatjs/intl-numberformat/locale-data/es-US.js'
import './host-intl'
