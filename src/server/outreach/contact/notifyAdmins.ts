import 'server-only'

import type { Payload } from 'payload'

import type { ContactMessage } from '../../../payload-types'
import { userLocale } from '../email/userLocale'
import { queueEmail } from '../email/queueEmail'
import { renderEmail } from '../email/renderEmail'
import { translate } from '../../platform'
import { siteUrl } from '@/lib/seo/siteUrl'

/** The addresses in `ADMIN_NOTIFY_EMAIL` (comma-separated); none when it is unset. */
const adminNotifyAddresses = () =>
  (process.env.ADMIN_NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

/** Queues a mail about a new contact message to each admin address, in that account's language. */
export async function notifyAdmins(payload: Payload, message: ContactMessage): Promise<void> {
  for (const to of adminNotifyAddresses()) {
    // The address may belong to an account with a language; otherwise the site's default.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: to.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const locale = docs[0] ? userLocale(docs[0]) : 'tr'
    const values = { name: message.name, email: message.email }
    await queueEmail(
      payload,
      renderEmail(to, {
        locale,
        subject: translate(locale, 'Email.contactNotify.subject', values),
        heading: translate(locale, 'Email.contactNotify.heading'),
        paragraphs: [translate(locale, 'Email.contactNotify.from', values), message.message],
        action: {
          label: translate(locale, 'Email.contactNotify.action'),
          url: `${siteUrl()}/cms/collections/contact-messages/${message.id}`,
        },
        footer: { kind: 'account' },
      }),
    )
  }
}
