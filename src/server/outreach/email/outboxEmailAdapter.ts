import 'server-only'

import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { mailFrom } from './mailFrom'
import { outboxDir } from '../../platform'

/** A sortable, unique file name: time first so `ls` lists the outbox in sending order. */
const emlName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`

/**
 * The embedded default: each message is built by nodemailer (RFC 822, text and HTML parts) and
 * written to `.data/mail/` instead of being sent, with one line in the log.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = mailFrom()
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  return {
    name: 'outbox',
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: async (message) => {
      const info = await transport.sendMail({ from, ...message })
      const file = path.join(outboxDir(), emlName())
      await mkdir(outboxDir(), { recursive: true })
      await writeFile(file, info.message as Buffer)
      // The file names the recipient; the log does not (no address goes into a log line).
      payload.logger.info(`[mail] "${message.subject}" -> ${file}`)
      return { messageId: info.messageId, file }
    },
  }
}
