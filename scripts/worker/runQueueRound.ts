import type { Payload } from 'payload'

import { countJobRun, postgresOf, withLogContext } from '../../src/server/platform'

type PoolClient = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (error?: Error) => void
}
type Pool = {
  connect: () => Promise<PoolClient>
  query: PoolClient['query']
}

/** One key for the project's schedules: whoever holds it queues the due scheduled jobs. */
const SCHEDULES_LOCK_KEY = 0x5a_68_6e_65 // "Zhne"

/** Jobs one worker claims at a time, and runs side by side. */
const BATCH = Number(process.env.WORKER_BATCH) || 20

/**
 * A job claimed by a runner that names no lease (Payload's own in-process runner, or a round run
 * without one) is taken again after this long: nothing says whether that runner still lives.
 */
const CLAIM_TIMEOUT_SECONDS = Number(process.env.WORKER_CLAIM_TIMEOUT_S) || 600

/**
 * Takes up to `limit` due jobs for this worker alone. Payload's own `jobs.run` reads the due jobs
 * and then marks the rows it read as processing, so two runners at once can both take one job
 * (and send a mail twice). This marks and reads them in one statement, the rows locked with
 * `FOR UPDATE SKIP LOCKED`: a worker claiming at the same moment skips the rows another is
 * claiming instead of waiting for them or taking them too. Oldest first, as Payload runs them.
 * A claimed job names its worker (`meta.worker`, its lease, scripts/worker/lease.ts); a job is
 * due again once that worker's lease has lapsed (it was killed), never while the worker renews
 * it, however long the job runs.
 */
type Claimed = { id: number; task: string; requestId?: string }

async function claimJobs(pool: Pool, limit: number, worker: string | null): Promise<Claimed[]> {
  const { rows } = await pool.query(
    `update payload_jobs
        set processing = true, updated_at = now(),
            meta = case when $3::text is null then meta
                        else coalesce(meta, '{}'::jsonb) || jsonb_build_object('worker', $3::text) end
      where id in (
        select job.id from payload_jobs job
         where job.completed_at is null
           and job.has_error is not true
           and (job.wait_until is null or job.wait_until < now())
           and (job.processing = false
                or (job.meta->>'worker' is not null
                    and not exists (select 1 from worker_leases lease
                                     where lease.worker = job.meta->>'worker'
                                       and lease.expires_at > now()))
                or (job.meta->>'worker' is null
                    and job.updated_at < now() - make_interval(secs => $2)))
         order by job.created_at
         limit $1
         for update skip locked)
      returning id, task_slug as task, meta->>'requestId' as request_id`,
    [limit, CLAIM_TIMEOUT_SECONDS, worker],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    task: String(row.task ?? 'unknown'),
    requestId: typeof row.request_id === 'string' ? row.request_id : undefined,
  }))
}

/** How each job of a batch ended: gone or completed, failed for good, or back for a retry. */
async function countOutcomes(pool: Pool, jobs: Claimed[]) {
  const { rows } = await pool.query(
    'select id, completed_at, has_error from payload_jobs where id = any($1::int[])',
    [jobs.map((job) => job.id)],
  )
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  for (const job of jobs) {
    const row = byId.get(job.id)
    // Deleted (deleteJobOnComplete) or marked completed.
    if (!row || row.completed_at) countJobRun(job.task, 'completed')
    else countJobRun(job.task, row.has_error ? 'failed' : 'retrying')
  }
}

/**
 * One round of a worker: the due schedules queued (by one worker at a time, under a Postgres
 * advisory lock: Payload checks for an already queued job before queueing one, which two at once
 * would both pass), then every due job run, claimed batch by batch with `claimJobs`. Any number of
 * workers on any number of machines run rounds at the same time; no job is run by two while its
 * worker lives. `worker`: the lease the claims name (null: a claim taken over only after
 * WORKER_CLAIM_TIMEOUT_S).
 */
export async function runQueueRound(
  payload: Payload,
  stopping: () => boolean = () => false,
  worker: string | null = null,
): Promise<{ ran: number }> {
  const pool: Pool = postgresOf(payload).pool
  const client = await pool.connect()
  try {
    const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [
      SCHEDULES_LOCK_KEY,
    ])
    if (rows[0]?.locked) {
      try {
        await payload.jobs.handleSchedules({ allQueues: true })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SCHEDULES_LOCK_KEY])
      }
    }
  } finally {
    client.release()
  }
  let ran = 0
  // A worker told to stop claims nothing more: the batch it runs ends, then the process.
  for (let batch = 0; batch < 50 && !stopping(); batch++) {
    const jobs = await claimJobs(pool, BATCH, worker)
    if (jobs.length === 0) break
    // runByID marks the job processing again (it is ours already), runs it, and records the
    // outcome: deleted once done, or back in the queue with its retry time, or failed. Each
    // line logged meanwhile names the job and the request that queued it.
    await Promise.all(
      jobs.map(({ id, task, requestId }) =>
        withLogContext({ requestId, jobId: id, task }, () =>
          payload.jobs.runByID({ id, silent: true }),
        ),
      ),
    )
    await countOutcomes(pool, jobs).catch(() => {})
    ran += jobs.length
  }
  return { ran }
}
