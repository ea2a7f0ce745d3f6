import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import type { AdminPostInput } from './adminPostSchema'
import { findAdminPost } from './findAdminPost'
import { inTransaction } from '../../platform'
import { isFailure } from '../../platform'
import { toPostFailure, type PostFailure } from './payloadErrors'
import { localizedData, sharedData } from './toPostData'
import type { AdminPost } from './toAdminPost'

/**
 * Creates a post in both languages at once (Turkish, the default locale, then English). The status
 * is written to the document itself, so a draft is never public and a published post is at once.
 */
export async function createPost(
  payload: Payload,
  user: User,
  input: AdminPostInput,
): Promise<AdminPost | PostFailure> {
  const [tr, en] = await Promise.all([
    localizedData(payload, input, 'tr'),
    localizedData(payload, input, 'en'),
  ])
  if (isFailure(tr)) return tr
  if (isFailure(en)) return en
  const id = await inTransaction(payload, user, async (req) => {
    const access = { overrideAccess: false, user, req, depth: 0, draft: false } as const
    const created = await payload.create({
      ...access,
      collection: 'posts',
      locale: 'tr',
      data: { ...sharedData(input), ...tr },
    })
    await payload.update({
      ...access,
      collection: 'posts',
      id: created.id,
      locale: 'en',
      data: { ...sharedData(input), ...en },
    })
    return created.id
  }).catch(toPostFailure)
  if (isFailure(id)) return id
  const post = await findAdminPost(payload, user, id)
  // Only a concurrent delete between the commit and this read could get here.
  if (!post) throw new Error(`Post ${id} vanished right after it was created`)
  return post
}
