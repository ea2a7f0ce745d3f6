import { randomUUID } from 'node:crypto'

type Pool = {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
}

/**
 * How long a worker's lease lasts without being renewed. A killed worker's jobs are claimed again
 * once it has lapsed (plus a round of the worker that takes them): within a minute by default.
 */
const LEASE_SECONDS = Number(process.env.WORKER_LEASE_S) || 30
/** How often a live worker renews it: several times per lease, so one slow renewal loses nothing. */
const RENEW_MS = Number(process.env.WORKER_LEASE_RENEW_MS) || (LEASE_SECONDS * 1000) / 6

export type WorkerLease = {
  /** The name the worker writes into each job it claims (`meta.worker`). */
  id: string
  /** Stops renewing and gives the lease up (the worker claims nothing more). */
  release: () => Promise<void>
}

const renew = (pool: Pool, id: string) =>
  pool.query(
    `insert into worker_leases (worker, expires_at) values ($1, now() + make_interval(secs => $2))
     on conflict (worker) do update set expires_at = excluded.expires_at`,
    [id, LEASE_SECONDS],
  )

/**
 * Takes a lease for this worker and renews it every few seconds on a timer of its own, so a job
 * running for an hour keeps it as long as the process runs. Leases long lapsed are cleared on the
 * way (a killed worker never gives its own up). A renewal that fails (Postgres restarting) is
 * tried again at the next tick; the jobs cannot run meanwhile either.
 */
export async function holdLease(
  pool: Pool,
  onError: (error: unknown) => void,
): Promise<WorkerLease> {
  const id = randomUUID()
  await renew(pool, id)
  const timer = setInterval(() => {
    renew(pool, id)
      .then(() =>
        pool.query(`delete from worker_leases where expires_at < now() - interval '1 hour'`),
      )
      .catch(onError)
  }, RENEW_MS)
  // The timer alone keeps no process alive: a worker whose loop ended must still end.
  timer.unref()
  return {
    id,
    release: async () => {
      clearInterval(timer)
      await pool.query('delete from worker_leases where worker = $1', [id])
    },
  }
}
