import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { startSmtpSink } from '../helpers/smtpSink'

const MAILS = 60
const WORKERS = 3
const run = Date.now().toString(36)
let payload: Payload
let outbox: string
const workers: ChildProcess[] = []
/** Each worker's output: the mail adapter logs a line per message it sends. */
const outputs: string[] = []

/** `npm run worker`'s script (its tsx, no npx between), on this run's database and outbox. */
function startWorker(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/worker.ts'], {
    env: {
      ...process.env,
      SAHNE_DATA_DIR: dataDir,
      WORKER_INTERVAL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  workers.push(child)
  return child
}

/** Resolves once the worker logs that it runs; a worker that ends first fails with its output. */
const ready = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    let output = ''
    const index = outputs.push('') - 1
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      outputs[index] += chunk.toString()
      if (output.includes('[worker] running')) resolve()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.on('exit', (code, signal) =>
      reject(new Error(`worker exited (${code ?? signal}) before running:\n${output}`)),
    )
  })

async function subjectsSent(): Promise<string[]> {
  const names = (await readdir(path.join(outbox, 'mail')).catch(() => [])).filter((name) =>
    name.endsWith('.eml'),
  )
  const mails = await Promise.all(
    names.map((name) => readFile(path.join(outbox, 'mail', name), 'utf8')),
  )
  return mails.flatMap((mail) => mail.match(/^Subject: (.*)$/m)?.[1] ?? [])
}

beforeAll(async () => {
  payload = await getTestPayload()
  outbox = await mkdtemp(path.join(tmpdir(), 'sahne-worker-'))
  // All at once, as the stack starts them.
  await Promise.all(Array.from({ length: WORKERS }, () => ready(startWorker(outbox))))
}, 120_000)

/** Stops every worker still running (each ends its batch) and waits for it to exit. */
async function stopWorkers() {
  const running = workers.filter((worker) => worker.exitCode === null && !worker.signalCode)
  await Promise.all(
    running.map((worker) => {
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      process.kill(-worker.pid!, 'SIGTERM')
      return exited
    }),
  )
}

afterAll(async () => {
  await stopWorkers()
  await rm(outbox, { recursive: true, force: true })
})

describe('npm run worker', () => {
  it('three workers on one database share the queued mail, and send each exactly once', async () => {
    const subjects = Array.from({ length: MAILS }, (_, i) => `worker ${run} #${i}`)
    // All due at one moment, so the workers claim from the same jobs on their next round.
    const waitUntil = new Date(Date.now() + 2000)
    await Promise.all(
      subjects.map((subject) =>
        payload.jobs.queue({
          task: 'sendEmail',
          waitUntil,
          input: {
            to: `worker-${run}@example.com`,
            subject,
            text: subject,
            html: `<p>${subject}</p>`,
          },
        }),
      ),
    )
    const deadline = Date.now() + 60_000
    while ((await subjectsSent()).filter((s) => s.startsWith(`worker ${run}`)).length < MAILS) {
      if (Date.now() > deadline) throw new Error('the workers did not send every mail in 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // They keep polling: a second copy would appear now if one was to come.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const sent = (await subjectsSent()).filter((s) => s.startsWith(`worker ${run}`))
    expect(sent.sort()).toEqual([...subjects].sort())
    // The work was spread: more than one worker sent some of it (a lock taking turns would not).
    const sentBy = outputs.map((output) => output.split(`worker ${run} #`).length - 1)
    expect(sentBy.filter((count) => count > 0).length, JSON.stringify(sentBy)).toBeGreaterThan(1)
  }, 120_000)
})

/*
 * Leases: each worker renews its lease every few seconds and names it in the jobs it claims. A
 * worker killed mid-batch leaves its jobs claimed; they are claimed again once its lease lapses
 * (30 s by default), so another worker runs them within a minute. A live worker's job is never
 * taken, however long it runs: its lease is renewed meanwhile.
 */
describe('workers that hold a lease', () => {
  // The three workers above send to the outbox: these tests start their own, with a sink.
  beforeAll(stopWorkers, 60_000)
  afterEach(stopWorkers, 60_000)

  const queueMails = (recipients: string[]) =>
    Promise.all(
      recipients.map((to) =>
        payload.jobs.queue({
          task: 'sendEmail',
          input: { to, subject: `lease ${to}`, text: 'lease', html: '<p>lease</p>' },
        }),
      ),
    )
  const until = async (check: () => boolean, ms: number, what: string) => {
    const deadline = Date.now() + ms
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('a worker SIGKILLed mid-batch: another worker runs every job it held within 60 s', async () => {
    // Each message is answered after 400 ms: a batch of 5 waits at the sink when the kill comes.
    const sink = await startSmtpSink(() => 400)
    const recipients = Array.from({ length: 30 }, (_, i) => `lease-kill-${run}-${i}@example.com`)
    const first = startWorker(outbox, { SMTP_URL: sink.url, WORKER_BATCH: '5' })
    await ready(first)
    await queueMails(recipients)
    const sent = () => recipients.filter((to) => sink.received.has(to)).length
    // Mid-batch: the first batch answered, the second at the sink, unanswered.
    await until(() => sent() >= 6, 30_000, 'the first worker sending')
    const inGap = recipients.filter((to) => sink.unanswered.has(to))
    process.kill(-first.pid!, 'SIGKILL')
    const killed = Date.now()
    // Another worker, already running (it claims none of the dead one's jobs until the lease lapses).
    await ready(startWorker(outbox, { SMTP_URL: sink.url, WORKER_BATCH: '5' }))
    await until(() => sent() === recipients.length, 70_000, 'every mail sent')
    const takenOverIn = Date.now() - killed
    await new Promise((resolve) => setTimeout(resolve, 1500))
    sink.close()
    expect(takenOverIn).toBeLessThan(60_000)
    // Each mail once, but for the ones the sink held unanswered at the kill (SMTP's gap).
    const twice = recipients.filter((to) => sink.received.get(to)! > 1)
    expect(twice.filter((to) => !inGap.includes(to))).toEqual([])
    expect(Math.max(...sink.received.values())).toBeLessThanOrEqual(2)
  }, 150_000)

  it('never takes a job from a live worker, however long it runs', async () => {
    // The lease lasts 2 s and the claim timeout is 1 s; the job takes 8 s at the sink.
    const env = { WORKER_LEASE_S: '2', WORKER_CLAIM_TIMEOUT_S: '1' }
    const sink = await startSmtpSink(() => 8000)
    const to = `lease-slow-${run}@example.com`
    // Two workers polling every 100 ms: one claims the job, the other keeps polling while it runs.
    await Promise.all([0, 1].map(() => ready(startWorker(outbox, { ...env, SMTP_URL: sink.url }))))
    const [job] = await queueMails([to])
    await until(() => sink.received.has(to), 30_000, 'the slow mail at the sink')
    const gone = async () =>
      (await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } } }))
        .totalDocs === 0
    const deadline = Date.now() + 30_000
    while (!(await gone()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    sink.close()
    expect(await gone()).toBe(true)
    expect(sink.received.get(to)).toBe(1)
  }, 90_000)
})
