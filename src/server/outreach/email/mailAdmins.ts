import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '../../../i18n/locales'
import type { EmailContent } from './emailContent'
import { queueEmail } from './queueEmail'
import { renderEmail } from './renderEmail'
import { userLocale } from './userLocale'

/** The addresses in `ADMIN_NOTIFY_EMAIL` (comma-separated); none when it is unset. */
const adminNotifyAddresses = () =>
  (process.env.ADMIN_NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

/**
 * Queues a mail to each admin address (`ADMIN_NOTIFY_EMAIL`), written by `compose` in that
 * address's language: its account's, else the site's default. Something an admin must act on:
 * a contact message, a payment held for a decision, a payment the provider disagrees about.
 */
export async function mailAdmins(
  payload: Payload,
  compose: (locale: Locale) => Omit<EmailContent, 'locale' | 'footer'>,
): Promise<void> {
  for (const to of adminNotifyAddresses()) {
    // The server's own lookup of the address's language: full access.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: to.toLowerCase() } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const locale = docs[0] ? userLocale(docs[0]) : 'tr'
    await queueEmail(
      payload,
      renderEmail(to, { ...compose(locale), locale, footer: { kind: 'account' } }),
    )
  }
}
