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
