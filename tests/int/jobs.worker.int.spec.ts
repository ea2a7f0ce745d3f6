import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

const MAILS = 60
const WORKERS = 3
const run = Date.now().toString(36)
let payload: Payload
let outbox: string
const workers: ChildProcess[] = []
/** Each worker's output: the mail adapter logs a line per message it sends. */
const outputs: string[] = []

/** `npm run worker`'s script (its tsx, no npx between), on this run's database and outbox. */
function startWorker(dataDir: string): ChildProcess {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/worker.ts'], {
    env: {
      ...process.env,
      SAHNE_DATA_DIR: dataDir,
      WORKER_INTERVAL_MS: '100',
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

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) process.kill(-worker.pid!, 'SIGTERM')
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
