/**
 * Vite plugin for the browser build: what React Router and React Intl make at their module's
 * top level for every app — components and contexts (`React.forwardRef(…)`, `React.memo(…)`,
 * `React.createContext(…)`, React Intl's `createFormattedComponent("formatDate")`) and their
 * names for React's developer tools (`X.displayName = "X"`) — is marked free of side effects, as
 * a compiler would, and the names are left out. The bundler can then leave out what the app
 * never uses: React Router's <Form> with its submission code (0.8 kB gzip of the first load),
 * React Intl's <Formatted…> components (0.3 kB gzip). Both packages say they have no side effects
 * (`"sideEffects": false`); only their top-level calls kept these.
 *
 * The build fails when neither library's code has such a statement any more, rather than going
 * on without the savings unnoticed.
 */
import type { Plugin } from 'vite'

const LIBRARIES = /[\\/]node_modules[\\/](react-router[\\/]dist[\\/]production[\\/][^\\/]+|react-intl[\\/]index)\.m?js$/

const PURE_CALL =
  /^((?:var|const|let) [\w$]+ = )((?:React\d*\.(?:forwardRef|memo|createContext)|createFormatted(?:DateTimeParts)?Component)\()/gm
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm

/** The library module with its top-level calls marked pure and its display names left out; null for any other module. */
export function markPureTopLevel(code: string, id: string): string | null {
  if (!LIBRARIES.test(id)) return null
  const out = code.replace(PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '')
  return out === code ? null : out
}

export function pureLibrariesPlugin(): Plugin {
  let changed = 0
  return {
    name: 'leasefront:pure-libraries',
    apply: 'build',
    buildStart() {
      changed = 0
    },
    transform(code, id) {
      const out = markPureTopLevel(code, id)
      if (out === null) return null
      changed += 1
      return { code: out, map: null }
    },
    buildEnd(error) {
      if (!error && changed === 0) this.error('vite-pure-libraries: neither React Router nor React Intl had a top-level call to mark')
    },
  }
}
