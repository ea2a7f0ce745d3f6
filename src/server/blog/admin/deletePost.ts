import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { isNotFound, toPostFailure, type PostFailure } from './payloadErrors'

/**
 * Deletes a post; its comments go with it (the collection's beforeDelete hook, same transaction).
 * Answers the deleted id, or null when there is no such post.
 */
export async function deletePost(
  payload: Payload,
  user: User,
  id: number,
): Promise<number | PostFailure | null> {
  return payload.delete({ collection: 'posts', id, depth: 0, overrideAccess: false, user }).then(
    (post) => post.id,
    (error: unknown) => {
      if (isNotFound(error)) return null
      return toPostFailure(error)
    },
  )
}
