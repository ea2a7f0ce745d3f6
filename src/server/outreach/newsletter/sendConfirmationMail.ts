import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Subscriber } from '../../../payload-types'
import { queueEmail } from '../email/queueEmail'
import { renderEmail } from '../email/renderEmail'
import { translate } from '../../platform'
import { confirmUrl, unsubscribeUrl } from './newsletterLinks'
import { unsubscribeToken } from './unsubscribeToken'

/**
 * Queues the double opt-in mail, in the language of the page the address was entered on; with
 * `req`, in its transaction (no mail for a subscription that rolls back).
 */
export async function sendConfirmationMail(
  payload: Payload,
  subscriber: Subscriber,
  token: string,
  req?: PayloadRequest,
): Promise<void> {
  const locale = subscriber.locale ?? 'tr'
  const t = (key: 'subject' | 'heading' | 'body' | 'action') =>
    translate(locale, `Email.newsletterConfirm.${key}`)
  const unsubscribe = unsubscribeUrl(locale, unsubscribeToken(payload.secret, subscriber))
  await queueEmail(
    payload,
    renderEmail(subscriber.email, {
      locale,
      subject: t('subject'),
      heading: t('heading'),
      paragraphs: [t('body')],
      action: { label: t('action'), url: confirmUrl(locale, token) },
      footer: { kind: 'newsletter', unsubscribeUrl: unsubscribe },
    }),
    req,
  )
}
