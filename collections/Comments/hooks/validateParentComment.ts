import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

import { idOf } from '../../../src/lib/idOf'
import type { Comment } from '../../../src/payload-types'

/** A reply must answer a comment of the same post. */
export const validateParentComment: CollectionBeforeValidateHook<Comment> = async ({
  data,
  originalDoc,
  req,
}) => {
  const parentId = idOf(data?.parentComment ?? null)
  if (!parentId) return data
  const postId = idOf(data?.post ?? originalDoc?.post ?? null)
  const parent = await req.payload
    // The parent may still be pending, which the author cannot read; the check itself reveals nothing.
    .findByID({
      collection: 'comments',
      id: parentId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
  if (!parent || String(idOf(parent.post)) !== String(postId)) {
    throw new ValidationError({
      collection: 'comments',
      errors: [
        { path: 'parentComment', message: 'The parent comment must belong to the same post.' },
      ],
      req,
    })
  }
  return data
}
