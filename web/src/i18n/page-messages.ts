/**
 * The messages of one page. A server render sends the browser the catalogue's messages the
 * page read while rendering, not the whole catalogue (the browser fetches that after
 * hydration, src/i18n/i18n-provider.tsx): the page's first load carries a few hundred
 * bytes of text instead of every message of the app.
 */
import type { Messages } from './messages'

/** `messages`, noting in `read` the id of every message looked up through it. */
export function recordingReads(messages: Messages, read: Set<string>): Messages {
  return new Proxy(messages, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) read.add(key)
      return Reflect.get(target, key, receiver) as unknown
    },
  })
}

/** The messages of `messages` whose ids are in `ids`. */
export function pickMessages(messages: Messages, ids: Iterable<string>): Messages {
  const picked: Messages = {}
  for (const id of ids) if (Object.hasOwn(messages, id)) picked[id] = messages[id]!
  return picked
}
