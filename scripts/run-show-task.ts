/**
 * `npx tsx --import ./scripts/serverOnly/register.mjs scripts/run-show-task.ts <remind|digest> [--now ISO]`:
 * runs the daily show reminders or the weekly digest at once against the configured database,
 * as the jobs queue's schedule would (the mail, and the digest's batches, go on the queue the
 * app's runner works through). For operators catching up after an outage, and for the tests.
 */
import { prepareDatabase } from './db/prepareDatabase'
import { closePayload } from '../src/server/platform'
import { loadPayload } from '../src/server/platform'

let finished = false
// A promise left pending with nothing else to wait for ends Node with code 0: say so, and fail.
process.on('exit', (code) => {
  if (finished || code !== 0) return
  console.error('run-show-task: the process ended before the task finished')
  process.exitCode = 1
})

async function main() {
  const [task] = process.argv.slice(2)
  const flag = process.argv.indexOf('--now')
  const now = flag >= 0 ? new Date(process.argv[flag + 1]) : new Date()
  if (Number.isNaN(now.getTime())) throw new Error('--now wants an ISO date')
  if (task !== 'remind' && task !== 'digest') throw new Error('Task: remind or digest')
  // This process only writes the notices; the app's runner sends their mail.
  process.env.JOBS_AUTORUN = 'off'
  const db = await prepareDatabase()
  const payload = await loadPayload()
  try {
    // Imported once Payload is up: loading the domain beside the config's import can deadlock.
    const { remindShows, sendWeeklyDigest } = await import('../src/server/market')
    if (task === 'remind') {
      console.log(`remind at ${now.toISOString()}: ${await remindShows(payload, now)} sent`)
    } else {
      const readers = await sendWeeklyDigest(payload, now)
      console.log(`digest at ${now.toISOString()}: batches queued for ${readers} readers`)
    }
    finished = true
  } finally {
    await closePayload(payload)
    await db.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
