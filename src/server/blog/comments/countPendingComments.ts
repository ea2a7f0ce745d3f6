import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'

/** How many comments wait for moderation, as the signed-in editor may see them. */
export async function countPendingComments(payload: Payload, user: User | null): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'comments',
    where: { status: { equals: 'pending' } },
    overrideAccess: false,
    user,
  })
  return totalDocs
}
