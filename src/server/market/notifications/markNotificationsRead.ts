import 'server-only'

import type { Payload, Where } from 'payload'

import type { User } from '../../../payload-types'

/** Marks the user's notifications read: the given ids, or all of them; returns how many. */
export async function markNotificationsRead(
  payload: Payload,
  user: User,
  ids?: number[],
): Promise<number> {
  const where: Where = {
    and: [{ readAt: { exists: false } }, ...(ids ? [{ id: { in: ids } }] : [])],
  }
  // Access rules keep it to the user's own (recipientOrAdmin); an admin marks only their own too.
  const { docs } = await payload.update({
    collection: 'notifications',
    where: { and: [where, { user: { equals: user.id } }] },
    data: { readAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.length
}
