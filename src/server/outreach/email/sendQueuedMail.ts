import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlOf } from '../../platform'
import { mailFrom } from './mailFrom'
import type { EmailMessage } from './queueEmail'

/** The job whose mail is sent: its id, and when it was queued. */
type MailJob = { id: number | string; createdAt: string }

/**
 * The Message-ID of a job's mail, the same each time the job runs: the job's id and the moment
 * it was queued (ids start again in a new database; the moment does not), at the sender's domain.
 */
export const queuedMailId = (job: MailJob): string =>
  `<mail-${job.id}-${Date.parse(job.createdAt).toString(36)}@${mailFrom().address.split('@')[1]}>`

/**
 * Sends the mail of one `sendEmail` job, at most once per job as far as SMTP allows. The moment
 * the SMTP server accepts it, the job is recorded as sent (`sent_mails`, one insert on a pooled
 * connection, committed at once), before Payload records the job done; whoever runs the job
 * again (the worker was killed in between, and its claim was taken over) finds it sent and sends
 * nothing. What is left is SMTP's own gap: a server that has the message but has not answered
 * yet (or whose answer is on its way) when the worker dies keeps it, and the job, not recorded,
 * sends it again. That gap is the server's answer time plus this insert, for each mail being sent
 * at that moment. Each copy carries the job's one Message-ID (queuedMailId), so a mailbox that
 * already holds the message (Gmail keeps one copy per Message-ID) or a relay that keys on it can
 * drop the second. `already sent`: the job found its mail recorded.
 */
export async function sendQueuedMail(
  payload: Payload,
  job: MailJob,
  message: EmailMessage,
): Promise<'sent' | 'already sent'> {
  const db = await sqlOf(payload)
  const { rows } = await db.execute(sql`select 1 from sent_mails where job_id = ${job.id}`)
  if (rows.length > 0) return 'already sent'
  await payload.sendEmail({ ...message, messageId: queuedMailId(job) })
  await db.execute(sql`insert into sent_mails (job_id) values (${job.id}) on conflict do nothing`)
  return 'sent'
}
