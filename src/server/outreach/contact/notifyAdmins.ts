import 'server-only'

import type { Payload } from 'payload'

import type { ContactMessage } from '../../../payload-types'
import { mailAdmins } from '../email/mailAdmins'
import { translate } from '../../platform'
import { siteUrl } from '@/lib/seo/siteUrl'

/** Queues a mail about a new contact message to each admin address, in that account's language. */
export async function notifyAdmins(payload: Payload, message: ContactMessage): Promise<void> {
  const values = { name: message.name, email: message.email }
  await mailAdmins(payload, (locale) => ({
    subject: translate(locale, 'Email.contactNotify.subject', values),
    heading: translate(locale, 'Email.contactNotify.heading'),
    paragraphs: [translate(locale, 'Email.contactNotify.from', values), message.message],
    action: {
      label: translate(locale, 'Email.contactNotify.action'),
      url: `${siteUrl()}/cms/collections/contact-messages/${message.id}`,
    },
  }))
}
