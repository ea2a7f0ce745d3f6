import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import type { AdminPostInput } from './adminPostSchema'
import { getAdminPost } from './getAdminPost'
import { inTransaction } from './inTransaction'
import { toApiError } from './payloadErrors'
import { localizedData, sharedData } from './toPostData'
import type { AdminPost } from './toAdminPost'

/**
 * Rewrites both languages and the settings in one transaction. Setting status to draft unpublishes
 * the post (the document itself turns draft), rather than leaving the old version public.
 */
export async function updatePost(
  payload: Payload,
  user: User,
  id: number,
  input: AdminPostInput,
): Promise<AdminPost> {
  const [tr, en] = await Promise.all([
    localizedData(payload, input, 'tr'),
    localizedData(payload, input, 'en'),
  ])
  await inTransaction(payload, user, async (req) => {
    for (const [locale, text] of [
      ['tr', tr],
      ['en', en],
    ] as const) {
      await payload.update({
        collection: 'posts',
        id,
        locale,
        data: { ...sharedData(input), ...text },
        draft: false,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      })
    }
  }).catch((error: unknown) => {
    throw toApiError(error)
  })
  return getAdminPost(payload, user, id)
}
