import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { messages } from '../../src/i18n/messages'
import { SHELL_NAMESPACES } from '../../src/i18n/clientMessages'
import { clientNamespaces } from '../helpers/clientNamespaces'

const SITE = 'src/app/(site)/[locale]'
const ENTRY = /^(page|layout|error|not-found)\.tsx$/

const entries = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entries(file)
    return ENTRY.test(entry.name) ? [file] : []
  })

/** The namespaces a file hands its children with `<ClientMessages namespaces={[...]}>`, or null. */
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

describe('messages sent to the browser', () => {
  it.each(entries(SITE))('%s gives its client components every namespace they read', (file) => {
    const missing = [...clientNamespaces(file)].filter((name) => !provided(file).includes(name))
    expect(missing).toEqual([])
  })

  it('declares only namespaces that exist in the catalogues', () => {
    for (const file of entries(SITE))
      for (const name of declared(file) ?? []) expect(Object.keys(messages.en)).toContain(name)
  })

  it('finds the client components of a page through its imports (the check can fail)', () => {
    // `Errors`: the comment form's fetcher reads its network message there (a shell namespace).
    expect([...clientNamespaces(`${SITE}/blog/[slug]/page.tsx`)].sort()).toEqual([
      'Comments',
      'Dates',
      'Errors',
      'Share',
    ])
  })
})
