import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { toApiError } from './payloadErrors'

/** Deletes a post; its comments go with it (the collection's beforeDelete hook, same transaction). */
export async function deletePost(payload: Payload, user: User, id: number): Promise<void> {
  await payload
    .delete({ collection: 'posts', id, depth: 0, overrideAccess: false, user })
    .catch((error: unknown) => {
      throw toApiError(error)
    })
}
