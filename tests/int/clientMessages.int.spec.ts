import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { messages } from '../../src/i18n/messages'
import { pickMessages, SHELL_NAMESPACES } from '../../src/i18n/clientMessages'
import { clientNamespaces } from '../helpers/clientNamespaces'

const SITE = 'src/app/(site)/[locale]'
const ENTRY = /^(page|layout|error|not-found)\.tsx$/

const entries = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entries(file)
    return ENTRY.test(entry.name) ? [file] : []
  })

/** What a file hands its children with `<ClientMessages namespaces={[...]}>` (paths), or null. */
function declared(file: string): string[] | null {
  const match = /<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/.exec(readFileSync(file, 'utf8'))
  return match ? [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : null
}

/** What a file's client components get: its own list, else the nearest layout's, plus the frame's. */
function provided(file: string): string[] {
  const own = path.basename(file) === 'page.tsx' ? declared(file) : null
  if (own) return [...SHELL_NAMESPACES, ...own]
  for (let dir = path.dirname(file); dir.startsWith(SITE); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx')
    const list = entries(dir).includes(layout) ? declared(layout) : null
    if (list && layout !== file) return [...SHELL_NAMESPACES, ...list]
  }
  return [...SHELL_NAMESPACES]
}

/** A read is covered by a path handed down that is the message itself or a group above it. */
const covers = (given: string[], read: string) =>
  given.some((path) => read === path || read.startsWith(`${path}.`))

/** The message or group at a dotted path in a catalogue, or undefined. */
const at = (catalogue: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue)

describe('messages sent to the browser', () => {
  it.each(entries(SITE))('%s gives its client components every message they read', (file) => {
    const missing = [...clientNamespaces(file)].filter((read) => !covers(provided(file), read))
    expect(missing).toEqual([])
  })

  it('declares only namespaces, groups and messages that exist in both catalogues', () => {
    for (const file of entries(SITE))
      for (const path of declared(file) ?? []) {
        expect(at(messages.en, path), `${file}: ${path}`).toBeDefined()
        expect(at(messages.tr, path), `${file}: ${path}`).toBeDefined()
      }
  })

  it('reads keys down to the message, and a computed or passed-on key as its whole group', () => {
    const reads = clientNamespaces(`${SITE}/artists/[slug]/page.tsx`)
    // InviteToGig reads `Market2.invite` with literal keys; PlayMyCity `Shows` with two groups.
    expect(reads).toContain('Market2.invite.heading')
    expect(reads).toContain('Shows.playMyCity.title')
    expect([...reads].some((read) => read === 'Market2' || read === 'Shows')).toBe(false)
    // The API messages hook hands its `t` on: the whole `Errors` namespace.
    expect(reads).toContain('Errors')
  })

  it('finds the client components of a page through its imports (the check can fail)', () => {
    // `Errors`: the comment form's fetcher reads its network message there (a shell namespace).
    const reads = [...clientNamespaces(`${SITE}/blog/[slug]/page.tsx`)]
    expect([...new Set(reads.map((read) => read.split('.')[0]))].sort()).toEqual([
      'Comments',
      'Dates',
      'Errors',
      'Share',
    ])
  })

  it("gives every provider the frame's groups as the same objects, a page's own path in a copy", () => {
    const frame = pickMessages('tr')
    const page = pickMessages('tr', ['Shows.goingCount'])
    // One object, so React's payload writes the frame's messages once, not once per provider.
    expect(page.Header).toBe(frame.Header)
    expect(page.Footer).toBe(frame.Footer)
    expect(page.Shows).toEqual({ goingCount: messages.tr.Shows.goingCount })
    const tickets = pickMessages('tr', ['MyTickets'])
    expect(tickets.MyTickets).toEqual(messages.tr.MyTickets)
    expect(pickMessages('tr').MyTickets).toEqual({ menuLink: messages.tr.MyTickets.menuLink })
    expect(frame.Footer).not.toHaveProperty('copyright')
    expect(frame.Notifications).not.toHaveProperty('types')
  })
})
