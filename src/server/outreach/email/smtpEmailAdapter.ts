import 'server-only'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { mailFrom } from './mailFrom'

/**
 * Mail over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`). Written here
 * because `@payloadcms/email-nodemailer` has no 3.90.2 release to pin alongside Payload.
 */
export const smtpEmailAdapter =
  (smtpUrl: string): EmailAdapter =>
  () => {
    const from = mailFrom()
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      name: 'smtp',
      defaultFromName: from.name,
      defaultFromAddress: from.address,
      sendEmail: (message) => transport.sendMail({ from, ...message }),
    }
  }
