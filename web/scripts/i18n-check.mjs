#!/usr/bin/env node
/**
 * Fails (exit 1) when
 *  - the messages extracted from src differ from the committed translations/en-US.json
 *    (run `npm run i18n:extract`),
 *  - a message has no explicit id or no description,
 *  - translations/es-US.json lacks a key of en-US or has keys en-US does not have.
 * The extraction command is read from package.json's `i18n:extract`, with its output
 * redirected to a temporary file.
 */
import { execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const problems = []

const pkg = readJson(join(root, 'package.json'))
const extractCommand = pkg.scripts['i18n:extract']
const committedPath = join(root, 'translations/en-US.json')
if (!extractCommand.includes('translations/en-US.json')) {
  console.error('i18n:check: the i18n:extract script must write translations/en-US.json')
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'))
const extractedPath = join(dir, 'en-US.json')
try {
  execSync(extractCommand.replace('translations/en-US.json', JSON.stringify(extractedPath)), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  })
  const extracted = readJson(extractedPath)
  const committed = readJson(committedPath)
  const en = committed

  for (const [id, message] of Object.entries(extracted)) {
    if (id.startsWith('__missing_id__')) problems.push(`message without an explicit id: "${message.defaultMessage}"`)
    if (!message.description) problems.push(`message ${id} has no description`)
  }

  const canonical = (value) => JSON.stringify(value, Object.keys(value).sort())
  const sortedEntries = (obj) =>
    Object.keys(obj)
      .sort()
      .map((k) => [k, obj[k]])
  if (
    JSON.stringify(sortedEntries(extracted).map(([k, v]) => [k, canonical(v)])) !==
    JSON.stringify(sortedEntries(committed).map(([k, v]) => [k, canonical(v)]))
  ) {
    const ids = new Set([...Object.keys(extracted), ...Object.keys(committed)])
    for (const id of [...ids].sort()) {
      if (!(id in committed)) problems.push(`en-US.json is missing ${id} (run npm run i18n:extract)`)
      else if (!(id in extracted)) problems.push(`en-US.json has ${id}, which is no longer in the source (run npm run i18n:extract)`)
      else if (canonical(extracted[id]) !== canonical(committed[id]))
        problems.push(`en-US.json is out of date for ${id} (run npm run i18n:extract)`)
    }
  }

  const es = readJson(join(root, 'translations/es-US.json'))
  for (const id of Object.keys(en)) {
    if (!(id in es)) problems.push(`es-US.json lacks ${id}`)
    else if (!es[id]?.defaultMessage) problems.push(`es-US.json has an empty translation for ${id}`)
  }
  for (const id of Object.keys(es)) if (!(id in en)) problems.push(`es-US.json has extra key ${id}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

if (problems.length) {
  console.error(`i18n:check failed:\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}
console.log('i18n:check: en-US.json is up to date and es-US.json has exactly its keys')
