import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import getPort from 'get-port'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '../../src/server/outreach'
import { jobMeta, withLogContext } from '../../src/server/platform'
import { getTestPayload } from '../helpers/payload'

/**
 * The worker as `npm run worker` runs it in production (JSON log lines), with its metrics port:
 * a job queued while a request was answered carries that request's id, the worker's lines about
 * the job show it, and the worker's metrics count the job by task and outcome, to the token only.
 */
const run = Date.now().toString(36)
const TOKEN = `worker-metrics-token-${run}`
const REQUEST_ID = `req-${run}`
let payload: Payload
let worker: ChildProcess
let output = ''
let metricsPort: number
let dataDir: string

beforeAll(async () => {
  payload = await getTestPayload()
  metricsPort = await getPort()
  dataDir = await mkdtemp(path.join(tmpdir(), 'sahne-worker-observe-'))
  worker = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/worker.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SAHNE_DATA_DIR: dataDir,
      WORKER_INTERVAL_MS: '100',
      WORKER_METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY_FROM: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('[worker] running')) resolve()
    }
    worker.stdout!.on('data', read)
    worker.stderr!.on('data', read)
    worker.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)))
  })
}, 120_000)

afterAll(async () => {
  if (worker?.exitCode === null) process.kill(-worker.pid!, 'SIGTERM')
  await rm(dataDir, { recursive: true, force: true })
})

const jsonLines = () =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const metrics = (headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }))

describe('the worker’s log lines and metrics', () => {
  it('runs a job queued in a request with that request’s id on its lines', async () => {
    expect(jobMeta()).toBeUndefined()
    const subject = `Observed ${run}`
    await withLogContext({ requestId: REQUEST_ID }, async () => {
      expect(jobMeta()).toEqual({ requestId: REQUEST_ID })
      await queueEmail(payload, {
        to: `observed-${run}@example.com`,
        subject,
        text: 'x',
        html: '<p>x</p>',
      })
    })
    const deadline = Date.now() + 30_000
    let line: Record<string, unknown> | undefined
    while (!line && Date.now() < deadline) {
      line = jsonLines().find((entry) => String(entry.msg).includes(`"${subject}"`))
      if (!line) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(line).toMatchObject({ requestId: REQUEST_ID, task: 'sendEmail' })
    expect(typeof line!.jobId).toBe('number')
    // The worker's own lines, outside any job, carry none.
    const running = jsonLines().find((entry) => String(entry.msg).includes('[worker] running'))
    expect(running).not.toHaveProperty('requestId')
  })

  it('serves its metrics (jobs by task and outcome, its pool, the queue) to the token only', async () => {
    expect((await metrics()).status).toBe(404)
    expect((await metrics({ Authorization: 'Bearer wrong' })).status).toBe(404)
    // The mail's log line (the test above) is written while its job runs; the job is counted once
    // it is recorded done, a moment later: read until it is, for up to 10 s.
    const counted = /sahne_jobs_run_total\{task="sendEmail",outcome="completed"\} [1-9]/
    const deadline = Date.now() + 10_000
    let { status, text } = await metrics({ Authorization: `Bearer ${TOKEN}` })
    while (status === 200 && !counted.test(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      ;({ status, text } = await metrics({ Authorization: `Bearer ${TOKEN}` }))
    }
    expect(status).toBe(200)
    expect(text).toMatch(counted)
    expect(text).toMatch(/sahne_pg_pool_connections\{state="total"\} [1-9]/)
    expect(text).toContain('sahne_pg_pool_waiting 0')
    expect(text).toMatch(/sahne_jobs_queue_depth \d+/)
    expect(text).toContain('process_cpu_seconds_total')
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404)
  })
})
