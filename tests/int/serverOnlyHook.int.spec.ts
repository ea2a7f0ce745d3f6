import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { withoutServerOnlyHook } from '../../scripts/serverOnly/nextServerOptions.mjs'

// A Next server started by our scripts runs without their `server-only` resolve hook: a hook
// runs on its own thread, and every import() the server makes (one a request) crossed to it.
describe('withoutServerOnlyHook', () => {
  const hook = '--import=file:///work/main/scripts/serverOnly/register.mjs'
  const preload = '--require "/work/main/scripts/forward-socket-address.cjs"'

  it('drops the hook and keeps every other option', () => {
    expect(withoutServerOnlyHook(`--no-deprecation ${hook} ${preload}`)).toBe(
      `--no-deprecation ${preload}`,
    )
    expect(withoutServerOnlyHook(hook)).toBe('')
  })

  it('drops it wherever the checkout is, and leaves other imports alone', () => {
    const elsewhere = '--import=file:///home/dev/my%20sahne/scripts/serverOnly/register.mjs'
    const other = '--import=file:///work/main/scripts/other/register.mjs'
    expect(withoutServerOnlyHook(`${elsewhere} ${other}`)).toBe(other)
    expect(withoutServerOnlyHook(undefined)).toBe('')
  })
})

/** Runs `code` as a module in plain Node with the scripts' hook, as `npm run worker` does. */
async function withHook(code: string, env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', './scripts/serverOnly/register.mjs', '--input-type=module', '-e', code],
    { env: { ...process.env, NODE_OPTIONS: '', ...env }, timeout: 60_000 },
  )
  return stdout.trim()
}

// Lexical's `.node.mjs` wrappers pick their build with a top-level `await import()`; Node 20
// sometimes never settles the editor's import through them, and the process then ends early.
describe("the scripts' hook and Lexical", () => {
  it("resolves Lexical's packages to the build NODE_ENV names, not the awaiting wrapper", async () => {
    const code = `console.log(import.meta.resolve('lexical'), import.meta.resolve('@lexical/utils'))`
    expect(await withHook(code, { NODE_ENV: 'production' })).toMatch(
      /Lexical\.prod\.mjs \S+LexicalUtils\.prod\.mjs$/,
    )
    expect(await withHook(code, { NODE_ENV: 'test' })).toMatch(
      /Lexical\.dev\.mjs \S+LexicalUtils\.dev\.mjs$/,
    )
  })

  it("imports Payload's rich-text editor to the end, three times out of three", async () => {
    const code = `await import('@payloadcms/richtext-lexical'); console.log('loaded')`
    const runs = await Promise.all([1, 2, 3].map(() => withHook(code)))
    expect(runs).toEqual(['loaded', 'loaded', 'loaded'])
  }, 120_000)
})
