// `npm run i18n:compile`: each locale's catalogue (translations/{locale}.json) compiled to ICU
// ASTs by FormatJS (`formatjs compile --ast`), written without indentation: the catalogue is
// fetched by every browser and handed to every server render, and FormatJS's two-space
// indentation was a third of its bytes.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const LOCALES = ['en-US', 'es-US']
for (const locale of LOCALES) {
  const out = `public/static/translations/compiled/${locale}.json`
  execFileSync('npx', ['formatjs', 'compile', `translations/${locale}.json`, '--ast', '--out-file', out], { stdio: 'inherit' })
  writeFileSync(out, JSON.stringify(JSON.parse(readFileSync(out, 'utf8'))))
}
