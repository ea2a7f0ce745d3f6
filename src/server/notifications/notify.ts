import type { Payload } from 'payload'

import type { NotificationType } from '../../lib/market/notificationTypes'

export type NotificationInput = {
  user: number
  type: NotificationType
  application?: number
  /** Names the text shows: `gig` (title), `name` (the other side: artist or venue). */
  values: { gig: string; name: string }
}

/**
 * Files in-app notifications. Called after the change they tell about is committed, never inside
 * its transaction; they are the server's own records, hence full access.
 */
export async function notify(payload: Payload, notices: NotificationInput[]): Promise<void> {
  for (const notice of notices) {
    try {
      await payload.create({ collection: 'notifications', data: notice, depth: 0 })
    } catch (error) {
      // A lost notice must not undo or fail the answer the user already has.
      payload.logger.error({ err: error }, `Notification ${notice.type} failed`)
    }
  }
}
