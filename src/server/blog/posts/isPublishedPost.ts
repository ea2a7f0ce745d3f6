import 'server-only'

import type { Payload } from 'payload'

/** Whether a post exists and is published, asked as a visitor would, whoever is asking. */
export async function isPublishedPost(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'posts',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    overrideAccess: false,
    user: null,
  })
  return totalDocs > 0
}
