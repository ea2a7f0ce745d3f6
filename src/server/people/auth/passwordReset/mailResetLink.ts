import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../../payload-types'
import { queueEmail } from '../../../outreach'
import { renderEmail } from '../../../outreach'
import { withinLimit } from '../../../platform'
import { translate } from '../../../platform'
import { userLocale } from '../../../outreach'
import { resetLink } from './resetLink'

/** A reset link works for an hour. */
const RESET_VALID_MS = 60 * 60 * 1000

/**
 * Mails a password reset link to the account with this address, in the account's language.
 * Nothing happens for an unknown address, or past 3 mails an hour to one address. Runs in the
 * jobs queue (`mailResetLink`), so no answer's timing depends on what it finds.
 */
export async function mailResetLink(payload: Payload, email: string): Promise<void> {
  // As the server: a visitor may read no account, and the answer reveals nothing about this one.
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0] as User | undefined
  if (!user || !(await withinLimit('resetMail', email))) return
  // Payload's own token (random, one use, expiring); its mail is off so ours goes through the queue.
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: RESET_VALID_MS,
    overrideAccess: true,
  })
  if (!token) return
  const locale = userLocale(user)
  const t = (key: 'subject' | 'body' | 'action') => translate(locale, `Email.passwordReset.${key}`)
  await queueEmail(
    payload,
    renderEmail(user.email, {
      locale,
      subject: t('subject'),
      heading: translate(locale, 'Email.passwordReset.heading', { name: user.fullname }),
      paragraphs: [t('body')],
      action: { label: t('action'), url: resetLink(locale, String(token)) },
      footer: { kind: 'account' },
    }),
  )
}
