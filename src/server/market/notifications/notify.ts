import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from '../../outreach'
import { wantsEmail } from '../../people'
import { NO_ACCOUNT } from '../applications/parties'
import { noticeFacts } from './noticeFacts'
import { notificationEmail } from './notificationEmail'
import type { NotificationInput } from './notificationInput'
import { toLocale } from '@/i18n/locales'

/** The language a user reads mail in: their saved `locale` where accounts have one, else Turkish. */
const localeOf = (user: object) => toLocale('locale' in user ? user.locale : undefined)

/**
 * Files in-app notifications (always) and queues their emails (unless the recipient switched the
 * type off in their settings), each mail with the gig's facts read once per notice. Called after
 * the change they tell about is committed, never inside its transaction; the mail goes through the jobs queue, so the request
 * does not wait on it. They are the server's own records, hence full access. With `req` (the
 * queue's "send once" transaction, see sendOnce) the notice and its mail are written in that
 * transaction, and a failure is thrown so that it rolls back whole.
 */
export async function notify(
  payload: Payload,
  notices: NotificationInput[],
  req?: PayloadRequest,
): Promise<void> {
  // A deleted party (its account emptied on the record) hears nothing.
  for (const notice of notices.filter((n) => n.user !== NO_ACCOUNT)) {
    try {
      const user = await payload.findByID({
        collection: 'users',
        overrideAccess: true,
        id: notice.user,
        depth: 0,
        disableErrors: true,
        req,
      })
      // Deleted since the notice was decided on (the queue files it later): nobody to tell.
      if (!user) continue
      // The excerpt is for the mail only; the notice keeps its gig (where it leads).
      const { excerpt: _excerpt, ...data } = notice
      await payload.create({
        collection: 'notifications',
        overrideAccess: true,
        data,
        depth: 0,
        req,
      })
      if (!wantsEmail(user, notice.type)) continue
      const facts = await noticeFacts(payload, notice, req)
      await queueEmail(payload, notificationEmail(user.email, localeOf(user), notice, facts), req)
    } catch (error) {
      if (req) throw error
      // A lost notice must not undo or fail the answer the user already has.
      payload.logger.error({ err: error }, `Notification ${notice.type} failed`)
    }
  }
}
