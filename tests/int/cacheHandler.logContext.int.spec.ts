import type { ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { logContext, withLogContext } from '../../src/server/platform/observe/requestContext'
import { startRedis } from '../helpers/redisServer'

/*
 * The shared cache's Redis client is created by the first request that reads the cache; its own
 * events (Redis gone, reconnecting) come for the life of the process and belong to no request.
 */
let redis: ChildProcess
const savedUrl = process.env.REDIS_URL

beforeAll(async () => {
  const started = await startRedis()
  redis = started.server
  process.env.REDIS_URL = started.url
})

afterAll(() => {
  redis?.kill('SIGKILL')
  process.env.REDIS_URL = savedUrl
  vi.restoreAllMocks()
})

describe("the shared cache's Redis client", () => {
  it("logs its own errors under no request's id, not the one that created it", async () => {
    const ids: Array<string | undefined> = []
    vi.spyOn(console, 'error').mockImplementation((first: unknown) => {
      if (String(first).startsWith('[cache] Redis')) ids.push(logContext().requestId)
    })
    const { default: SharedCacheHandler } = await import('../../cache-handler/index.mjs')
    const serverDistDir = await mkdtemp(path.join(tmpdir(), 'sahne-cache-'))
    await withLogContext({ requestId: 'first-request' }, async () => {
      // Of Next's context, the handler reads where the build is (no BUILD_ID here) and `dev`.
      const context = { serverDistDir, dev: false }
      const handler = new SharedCacheHandler(
        context as unknown as ConstructorParameters<typeof SharedCacheHandler>[0],
      )
      expect(await handler.get('never-stored', { softTags: [] })).toBeNull()
    })
    redis.kill('SIGKILL')
    const deadline = Date.now() + 10_000
    while (ids.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.every((id) => id === undefined)).toBe(true)
  })
})
