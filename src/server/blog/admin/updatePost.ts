import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import type { AdminPostInput } from './adminPostSchema'
import { findAdminPost } from './findAdminPost'
import { inTransaction } from '../../platform'
import { isFailure } from '../../platform'
import { isNotFound, toPostFailure, type PostFailure } from './payloadErrors'
import { localizedData, sharedData } from './toPostData'
import type { AdminPost } from './toAdminPost'

/**
 * Rewrites both languages and the settings in one transaction. Setting status to draft unpublishes
 * the post (the document itself turns draft), rather than leaving the old version public. Null
 * when there is no such post.
 */
export async function updatePost(
  payload: Payload,
  user: User,
  id: number,
  input: AdminPostInput,
): Promise<AdminPost | PostFailure | null> {
  const [tr, en] = await Promise.all([
    localizedData(payload, input, 'tr'),
    localizedData(payload, input, 'en'),
  ])
  if (isFailure(tr)) return tr
  if (isFailure(en)) return en
  const found = await inTransaction(payload, user, async (req) => {
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
    return true
  }).catch((error: unknown) => {
    if (isNotFound(error)) return false
    return toPostFailure(error)
  })
  if (isFailure(found)) return found
  return found ? findAdminPost(payload, user, id) : null
}
