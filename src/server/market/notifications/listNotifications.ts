import 'server-only'

import type { Payload } from 'payload'

import type { NotificationType } from '../../../lib/market/notificationTypes'
import type { User } from '../../../payload-types'

export type NotificationItem = {
  id: number
  type: NotificationType
  application: number | null
  values: { gig: string; name: string }
  read: boolean
  createdAt: string
}

/** The user's latest notifications and how many are unread. */
export async function listNotifications(
  payload: Payload,
  user: User,
  limit = 20,
): Promise<{ items: NotificationItem[]; unread: number }> {
  const access = { overrideAccess: false, user } as const
  const [{ docs }, { totalDocs: unread }] = await Promise.all([
    payload.find({ collection: 'notifications', ...access, depth: 0, limit, sort: '-createdAt' }),
    payload.count({ collection: 'notifications', ...access, where: { readAt: { exists: false } } }),
  ])
  const items = docs.map((doc) => ({
    id: doc.id,
    type: doc.type,
    application:
      typeof doc.application === 'object'
        ? (doc.application?.id ?? null)
        : (doc.application ?? null),
    values: (doc.values ?? { gig: '', name: '' }) as NotificationItem['values'],
    read: Boolean(doc.readAt),
    createdAt: doc.createdAt,
  }))
  return { items, unread }
}
