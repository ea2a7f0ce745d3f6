import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

const QUEUED = 120
const run = Date.now().toString(36)
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Deletes this test's jobs, as a worker does with each job it finished. */
const deleteFinished = () =>
  (payload.db as unknown as PostgresAdapter).drizzle.execute(
    sql`delete from payload_jobs where input->>'subject' like ${`race ${run} %`}`,
  )

afterAll(async () => {
  await deleteFinished()
})

/**
 * A worker (another process in production) runs a job the moment it is committed and, with
 * `deleteJobOnComplete`, deletes it. `payload.jobs.queue` inserts the job and then reads it back:
 * when the job was run and deleted in between (a loaded instance is slow to send the second
 * query), the read found nothing and the request failed with "Cannot use 'in' operator to search
 * for '_rels' in undefined", although the job was queued and its mail sent.
 */
describe('payload.jobs.queue while a worker runs the queue', () => {
  it('every queue call succeeds, also when the job is done and deleted before its read-back', async () => {
    let queueing = true
    let deleted = 0
    // The worker's part, as fast as the database allows: finished jobs of this test disappear.
    const worker = (async () => {
      while (queueing) {
        const { rowCount } = await deleteFinished()
        deleted += rowCount ?? 0
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const results = await Promise.allSettled(
      Array.from({ length: QUEUED }, (_, i) =>
        payload.jobs.queue({
          task: 'sendEmail',
          input: {
            to: `race-${run}@example.com`,
            subject: `race ${run} #${i}`,
            text: 'race',
            html: '<p>race</p>',
          },
        }),
      ),
    )
    queueing = false
    await worker
    expect(deleted).toBeGreaterThan(0)
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    )
    expect(failures).toEqual([])
    for (const result of results) {
      if (result.status === 'fulfilled') expect(result.value.taskSlug).toBe('sendEmail')
    }
  }, 60_000)
})
