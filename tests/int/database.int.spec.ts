import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('database connection', () => {
  it('survives a dropped idle connection instead of crashing the process', async () => {
    const pool = (payload.db as unknown as { pool: NodeJS.EventEmitter }).pool
    const warn = vi.spyOn(payload.logger, 'warn')
    expect(() =>
      pool.emit('error', new Error('terminating connection due to administrator command')),
    ).not.toThrow()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('terminating connection'))
    warn.mockRestore()
    const { totalDocs } = await payload.count({ collection: 'posts' })
    expect(totalDocs).toBeGreaterThanOrEqual(0)
  })

  it('has applied every committed migration', async () => {
    const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
    const { migrations } = await import('../../migrations')
    expect(docs.map((m) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort())
  })
})
