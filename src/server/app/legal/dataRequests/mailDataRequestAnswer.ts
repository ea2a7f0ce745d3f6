import 'server-only'

import type { PayloadRequest } from 'payload'

import { toLocale } from '@/i18n/locales'

import type { DataRequest } from '../../../../payload-types'
import { queueEmail, renderEmail } from '../../../outreach'
import { translate } from '../../../platform'

/**
 * Mails the person their request's answer, in the language they filed it in, queued in the
 * admin's transaction (an answer that rolls back sends nothing).
 */
export async function mailDataRequestAnswer(req: PayloadRequest, doc: DataRequest) {
  const locale = toLocale(doc.locale)
  const kind = translate(locale, `Email.dataRequest.kind.${doc.kind}`)
  const status = translate(
    locale,
    `Email.dataRequest.status.${doc.status === 'done' ? 'done' : 'refused'}`,
  )
  await queueEmail(
    req.payload,
    renderEmail(doc.email, {
      locale,
      subject: translate(locale, 'Email.dataRequest.subject', { kind }),
      heading: translate(locale, 'Email.dataRequest.heading', { kind, status }),
      paragraphs: [
        translate(locale, 'Email.dataRequest.asked', { text: doc.text }),
        translate(locale, 'Email.dataRequest.answer', { answer: doc.answer ?? '' }),
      ],
      footer: { kind: 'account' },
    }),
    req,
  )
}
