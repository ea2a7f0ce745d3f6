import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runQueueRound } from '../../scripts/worker/runQueueRound'
import { queuedMailId, sendQueuedMail } from '../../src/server/outreach'
import { postgresOf } from '../../src/server/platform'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'

/*
 * A worker killed after the SMTP server accepted a mail but before Payload recorded its job done
 * leaves the job claimed; once the claim is old enough another worker takes it over and runs the
 * job again. The mail was recorded as sent the moment the server accepted it: it is not sent again.
 */
let payload: Payload
const run = Date.now().toString(36)
const db = () => postgresOf(payload).drizzle

beforeAll(async () => {
  payload = await getTestPayload()
})

const message = (to: string) => ({
  to,
  subject: `Sent once ${run}`,
  text: 'Sent once',
  html: '<p>Sent once</p>',
})

/** Queues a mail, claimed by a worker that died an hour ago (past any claim timeout). */
async function claimedByDeadWorker(to: string) {
  const job = await payload.jobs.queue({ task: 'sendEmail', input: message(to) })
  await db().execute(
    sql`update payload_jobs set processing = true, updated_at = now() - interval '1 hour'
        where id = ${job.id}`,
  )
  return job
}

const jobRows = async (id: number | string) =>
  (await db().execute(sql`select id from payload_jobs where id = ${id}`)).rows

const sentRows = async (id: number | string) =>
  (await db().execute(sql`select job_id from sent_mails where job_id = ${id}`)).rows

describe('a sendEmail job run again after its worker died', () => {
  it('does not send a mail recorded as sent again, and completes the job', async () => {
    const to = `sent-once-${run}@example.com`
    const job = await claimedByDeadWorker(to)
    const { id } = job
    // What the dead worker did before it died: the mail sent, recorded at once.
    expect(await sendQueuedMail(payload, job, message(to))).toBe('sent')
    expect(await sentRows(id)).toHaveLength(1)
    expect(await mailTo(to)).toHaveLength(1)

    // Another worker takes the claim over and runs the job again.
    await runQueueRound(payload)
    expect(await mailTo(to)).toHaveLength(1)
    // Done: the job is deleted, and its record with it.
    expect(await jobRows(id)).toEqual([])
    expect(await sentRows(id)).toEqual([])
  })

  it('sends a mail its dead worker never got to, once', async () => {
    const to = `never-sent-${run}@example.com`
    const { id } = await claimedByDeadWorker(to)
    await runQueueRound(payload)
    expect(await mailTo(to)).toHaveLength(1)
    expect(await jobRows(id)).toEqual([])
  })

  it('answers a second run of a sent job without sending', async () => {
    const to = `twice-${run}@example.com`
    const job = await payload.jobs.queue({ task: 'sendEmail', input: message(to) })
    expect(await sendQueuedMail(payload, job, message(to))).toBe('sent')
    expect(await sendQueuedMail(payload, job, message(to))).toBe('already sent')
    expect(await mailTo(to)).toHaveLength(1)
    await payload.delete({ collection: 'payload-jobs', id: job.id })
  })

  it("sends a copy in SMTP's gap with the first one's Message-ID, and each job its own", async () => {
    const to = `same-id-${run}@example.com`
    const job = await payload.jobs.queue({ task: 'sendEmail', input: message(to) })
    const other = await payload.jobs.queue({ task: 'sendEmail', input: message(to) })
    expect(await sendQueuedMail(payload, job, message(to))).toBe('sent')
    // The gap: the server kept the mail, and its worker died before recording it.
    await db().execute(sql`delete from sent_mails where job_id = ${job.id}`)
    expect(await sendQueuedMail(payload, job, message(to))).toBe('sent')
    expect(await sendQueuedMail(payload, other, message(to))).toBe('sent')
    const ids = (await mailTo(to)).map((mail) => mail.messageId)
    expect(ids).toHaveLength(3)
    expect(ids.filter((id) => id === queuedMailId(job))).toHaveLength(2)
    expect(ids.filter((id) => id === queuedMailId(other))).toHaveLength(1)
    expect(queuedMailId(job)).toMatch(new RegExp(`^<mail-${job.id}-[0-9a-z]+@[^@>]+>$`))
    for (const done of [job, other])
      await payload.delete({ collection: 'payload-jobs', id: done.id })
  })
})
