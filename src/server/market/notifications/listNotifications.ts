import 'server-only'

import type { Payload } from 'payload'

import type { NotificationType } from '../../../lib/market/notificationTypes'
import type { Notification, User } from '../../../payload-types'
import { idOf } from '../applications/parties'
import { reviewedProfile, type ProfileRef } from './reviewedProfile'

/**
 * Where a notification leads: the application's thread (and booking), a gig page, the reviews
 * section of the recipient's own profile (a review of them), or the dashboard.
 */
export type NotificationTarget =
  | { kind: 'thread'; id: number }
  | { kind: 'gig'; id: number }
  | { kind: 'reviews'; profile: ProfileRef }
  | { kind: 'dashboard' }

export type NotificationItem = {
  id: number
  type: NotificationType
  application: number | null
  target: NotificationTarget
  values: { gig: string; name: string }
  read: boolean
  createdAt: string
}

/** Notices to fans: they lead to a show's page, never to the parties' application. */
const FAN_NOTICES = new Set<NotificationType>(['artistBooked', 'showReminder', 'showCancelled'])

const applicationOf = (doc: Notification) =>
  doc.application == null ? null : idOf(doc.application as number | { id: number })

/**
 * A fan's "artist booked" notice leads to the gig, which is public; the application it came from
 * is not the fan's, so the server reads only its gig.
 */
async function gigsOfFanNotices(payload: Payload, docs: Notification[]) {
  const ids = docs
    .filter((doc) => doc.type === 'artistBooked')
    .map(applicationOf)
    .filter((id): id is number => id !== null)
  if (!ids.length) return new Map<number, number>()
  const { docs: applications } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    where: { id: { in: ids } },
    select: { gig: true },
    pagination: false,
    depth: 0,
  })
  return new Map(applications.map((a) => [a.id, idOf(a.gig as number | { id: number })]))
}

function targetOf(
  doc: Notification,
  gigs: Map<number, number>,
  reviewed: ProfileRef | null,
): NotificationTarget {
  if (doc.type === 'reviewReceived') {
    return reviewed ? { kind: 'reviews', profile: reviewed } : { kind: 'dashboard' }
  }
  if (doc.gig != null) return { kind: 'gig', id: idOf(doc.gig as number | { id: number }) }
  const application = applicationOf(doc)
  if (doc.type === 'artistBooked') {
    const gig = application === null ? undefined : gigs.get(application)
    return gig ? { kind: 'gig', id: gig } : { kind: 'dashboard' }
  }
  return application === null ? { kind: 'dashboard' } : { kind: 'thread', id: application }
}

/** The user's latest notifications, each with where it leads, and how many are unread. */
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
  // Every review notice leads to the same place: the user's own profile, read once.
  const [gigs, reviewed] = await Promise.all([
    gigsOfFanNotices(payload, docs),
    docs.some((doc) => doc.type === 'reviewReceived') ? reviewedProfile(payload, user) : null,
  ])
  const items = docs.map((doc) => ({
    id: doc.id,
    type: doc.type,
    application: FAN_NOTICES.has(doc.type) ? null : applicationOf(doc),
    target: targetOf(doc, gigs, reviewed),
    values: (doc.values ?? { gig: '', name: '' }) as NotificationItem['values'],
    read: Boolean(doc.readAt),
    createdAt: doc.createdAt,
  }))
  return { items, unread }
}
