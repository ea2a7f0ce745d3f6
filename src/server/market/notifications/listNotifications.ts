import 'server-only'

import type { Payload } from 'payload'

import type { NotificationType } from '../../../lib/market/notificationTypes'
import type { Notification, User } from '../../../payload-types'
import { idOf } from '../applications/parties'

/**
 * Where a notification leads: the application's thread (and booking), a show's page, the venue's
 * own gig page (its ticket sales and refunds), the booking's reviews in its thread (a review of
 * them: there it says whether it shows yet), or the dashboard.
 */
export type NotificationTarget =
  | { kind: 'thread'; id: number }
  | { kind: 'gig'; id: number }
  | { kind: 'venueGig'; id: number }
  | { kind: 'reviews'; id: number }
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
const FAN_NOTICES = new Set<NotificationType>([
  'artistBooked',
  'showReminder',
  'showCancelled',
  'ticketsOnSale',
])

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

function targetOf(doc: Notification, gigs: Map<number, number>): NotificationTarget {
  if (doc.type === 'reviewReceived') {
    // The booking's reviews, which say when a blind one shows; the profile shows it only then.
    const application = applicationOf(doc)
    return application === null ? { kind: 'dashboard' } : { kind: 'reviews', id: application }
  }
  if (doc.gig != null)
    return {
      kind: doc.type === 'showTicketsRefunded' ? 'venueGig' : 'gig',
      id: idOf(doc.gig as number | { id: number }),
    }
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
  const gigs = await gigsOfFanNotices(payload, docs)
  const items = docs.map((doc) => ({
    id: doc.id,
    type: doc.type,
    application: FAN_NOTICES.has(doc.type) ? null : applicationOf(doc),
    target: targetOf(doc, gigs),
    values: (doc.values ?? { gig: '', name: '' }) as NotificationItem['values'],
    read: Boolean(doc.readAt),
    createdAt: doc.createdAt,
  }))
  return { items, unread }
}
