import type { Payload } from 'payload'

/** Runs every queued job that is due now, as the server's autoRun would within seconds. */
export const runQueuedJobs = (payload: Payload) =>
  payload.jobs.run({ allQueues: true, limit: 100, silent: true })
