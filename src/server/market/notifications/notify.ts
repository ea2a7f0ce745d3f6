import 'server-only'

import type { Payload } from 'payload'

import type { NotificationType } from '../../../lib/market/notificationTypes'
import { queueEmail } from '../../outreach/email/queueEmail'
import { wantsEmail } from '../../people/account/emailEvents'
import { NO_ACCOUNT } from '../applications/parties'
import { noticeFacts } from './noticeFacts'
import { notificationEmail } from './notificationEmail'

export type NotificationInput = {
  user: number
  type: NotificationType
  application?: number
  /** The show a fan's notice is about: it and its mail lead to the gig page, not a thread. */
  gig?: number
  /** Names the text shows: `gig` (title), `name` (the other side: artist or venue). */
  values: { gig: string; name: string }
  /** A new message's text: its mail quotes the first line (not stored on the notice). */
  excerpt?: string
}

/** The language a user reads mail in: their saved `locale` where accounts have one, else Turkish. */
const localeOf = (user: object) => ('locale' in user && user.locale === 'en' ? 'en' : 'tr')

/**
 * Files in-app notifications (always) and queues their emails (unless the recipient switched the
 * type off in their settings), each mail with the gig's facts read once per notice. Called after
 * the change they tell about is committed, never inside its transaction; the mail goes through the jobs queue, so the request
 * does not wait on it. They are the server's own records, hence full access.
 */
export async function notify(payload: Payload, notices: NotificationInput[]): Promise<void> {
  // A deleted party (its account emptied on the record) hears nothing.
  for (const notice of notices.filter((n) => n.user !== NO_ACCOUNT)) {
    try {
      const user = await payload.findByID({
        collection: 'users',
        overrideAccess: true,
        id: notice.user,
        depth: 0,
        disableErrors: true,
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
      })
      if (!wantsEmail(user, notice.type)) continue
      const facts = await noticeFacts(payload, notice, user)
      await queueEmail(payload, notificationEmail(user.email, localeOf(user), notice, facts))
    } catch (error) {
      // A lost notice must not undo or fail the answer the user already has.
      payload.logger.error({ err: error }, `Notification ${notice.type} failed`)
    }
  }
}
