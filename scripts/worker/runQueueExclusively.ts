import type { Payload } from 'payload'

type PoolClient = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (error?: Error) => void
}
type Pool = { connect: () => Promise<PoolClient> }

/** One key for the whole project: whoever holds it is the only process running the queue. */
const QUEUE_LOCK_KEY = 0x5a_68_6e_65 // "Zhne"

/** Jobs taken per batch, as the web server's autoRun took them. */
const BATCH = 20

/**
 * One round of the worker: the due schedules queued, then every due job run, by at most one
 * process at a time. Payload claims jobs with a read, then an update of the rows it read, so two
 * runners at once can both take one job (and send a mail twice); a Postgres advisory lock, held on
 * its own connection for the round, makes the rounds of several workers take turns. A worker that
 * dies mid-round loses its connection, and with it the lock. Returns false when another held it.
 */
export async function runQueueExclusively(payload: Payload): Promise<boolean> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const client = await pool.connect()
  try {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [
      QUEUE_LOCK_KEY,
    ])
    if (!rows[0]?.locked) return false
    try {
      await payload.jobs.handleSchedules({ allQueues: true })
      for (let batch = 0; batch < 50; batch++) {
        const { noJobsRemaining } = await payload.jobs.run({ allQueues: true, limit: BATCH })
        if (noJobsRemaining) break
      }
      return true
    } finally {
      await client.query('select pg_advisory_unlock($1)', [QUEUE_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
