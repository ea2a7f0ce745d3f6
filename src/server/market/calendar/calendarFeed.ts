import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'

const newSecret = () => randomBytes(24).toString('base64url')

/** The user's calendar secret, made on first use. */
export async function calendarSecret(payload: Payload, user: User): Promise<string> {
  const { docs } = await payload.find({
    collection: 'calendar-feeds',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (docs[0]) return docs[0].secret
  // Feeds are the server's records (closed to direct writes); this one is the user's own.
  const feed = await payload.create({
    collection: 'calendar-feeds',
    data: { user: user.id, secret: newSecret() },
    depth: 0,
  })
  return feed.secret
}

/** A new secret for the user: the old address stops working at once. */
export async function regenerateCalendarSecret(payload: Payload, user: User): Promise<string> {
  const current = await calendarSecret(payload, user)
  const secret = newSecret()
  await payload.update({
    collection: 'calendar-feeds',
    where: { secret: { equals: current } },
    data: { secret },
    depth: 0,
  })
  return secret
}
