import 'server-only'

import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/**
 * Deletes every `collection` row matching `where` inside `req`'s transaction, each through its
 * own hooks (counts and caches stay right). The server's own bookkeeping when a record it hangs
 * on goes, hence full access. Throws when one could not be deleted: Payload's bulk delete only
 * lists such errors, and the record it hangs on must not go without it.
 */
export async function deleteWhere(
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
): Promise<number> {
  const { docs, errors } = await req.payload.delete({
    collection,
    where,
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (errors.length > 0)
    throw new Error(`Could not delete ${collection}: ${errors.map((e) => e.message).join('; ')}`)
  return docs.length
}
