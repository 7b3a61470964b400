import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath (client-side redirect targets stay on our origin)', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/nw/es/search?q=tv#top', '/nw/es/search?q=tv#top'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the app path %s', (value, path) => {
    expect(sameSitePath(value)).toBe(path)
  })

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
    42,
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull()
  })
})
