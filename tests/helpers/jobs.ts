import type { Payload } from 'payload'

/**
 * Runs every queued job that is due now, as the server's autoRun would within seconds: batch after
 * batch, because earlier tests may have left more due jobs than one batch takes (they run oldest
 * first, so a single batch can miss the job a test just queued).
 */
export async function runQueuedJobs(payload: Payload): Promise<void> {
  for (let batch = 0; batch < 50; batch++) {
    const { noJobsRemaining } = await payload.jobs.run({
      allQueues: true,
      limit: 100,
      silent: true,
    })
    if (noJobsRemaining) return
  }
  throw new Error('The jobs queue still had due jobs after 50 batches of 100')
}
