import 'server-only'

import type { Payload } from 'payload'

import { queueEmail, renderEmail, userLocale } from '../../../outreach'
import { translate } from '../../../platform'
import { collectMyData } from './collectMyData'
import { EXPORT_VALID_DAYS, exportLink, exportTokenHash, newExportToken } from './exportToken'
import { renderMyDataPage } from './renderMyDataPage'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The worker's part of "my data": collects the account's data, keeps it with its readable page
 * under the hash of a new link secret for seven days, and mails the link to the account's own
 * address in its language. Expired exports, anyone's, are removed on the way.
 */
export async function buildDataExport(payload: Payload, userId: number): Promise<void> {
  await payload.delete({
    collection: 'data-exports',
    where: { expiresAt: { less_than: new Date().toISOString() } },
    overrideAccess: true,
  })
  const { data, files, user } = await collectMyData(payload, userId)
  const locale = userLocale(user)
  const token = newExportToken()
  const expiresAt = new Date(Date.now() + EXPORT_VALID_DAYS * DAY_MS)
  await payload.create({
    collection: 'data-exports',
    data: {
      user: userId,
      tokenHash: exportTokenHash(token),
      expiresAt: expiresAt.toISOString(),
      data,
      page: renderMyDataPage(locale, data),
      files,
    },
    overrideAccess: true,
    depth: 0,
  })
  const t = (key: 'subject' | 'body' | 'expiry' | 'action' | 'heading') =>
    translate(locale, `Email.myData.${key}`, { name: user.fullname, date: expiresAt })
  await queueEmail(
    payload,
    renderEmail(user.email, {
      locale,
      subject: t('subject'),
      heading: t('heading'),
      paragraphs: [t('body'), t('expiry')],
      action: { label: t('action'), url: exportLink(token) },
      footer: { kind: 'account' },
    }),
  )
}
