import 'server-only'

import type { EmailAdapter } from 'payload'

import { outboxEmailAdapter } from './outboxEmailAdapter'
import { smtpEmailAdapter } from './smtpEmailAdapter'

/** SMTP when `SMTP_URL` is set, else `.eml` files in the outbox under the data directory. */
export function emailAdapter(): EmailAdapter {
  const smtpUrl = process.env.SMTP_URL?.trim()
  return smtpUrl ? smtpEmailAdapter(smtpUrl) : outboxEmailAdapter
}
