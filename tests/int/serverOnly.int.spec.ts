import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SERVER_DIR = path.join(import.meta.dirname, '../../src/server')

const modules = (readdirSync(SERVER_DIR, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(SERVER_DIR, file), 'utf8') }))

describe("src/server's modules", () => {
  it('are request code that imports server-only, or say why scripts load them', () => {
    const unmarked = modules
      .filter(({ text }) => !/^import 'server-only'$/m.test(text))
      .filter(({ text }) => !/^\/\/ No `server-only`: \S.*$/m.test(text))
      .map(({ file }) => file)
    expect(modules.length).toBeGreaterThan(100)
    expect(unmarked).toEqual([])
  })
})
