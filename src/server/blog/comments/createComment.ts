import 'server-only'

import { ValidationError, type Payload } from 'payload'

import type { Comment, User } from '../../../payload-types'
import { isPublishedPost } from '../posts/isPublishedPost'
import { fail, inTransaction, type Failure } from '../../platform'
import type { MessageKey } from '../../platform'
import { parseRecordId } from '../../../lib/parseRecordId'
import type { CommentInput } from './commentInputSchema'

// The collection's hooks check these fields again (for the admin panel): their refusals, in the
// request's language.
const FIELD_MESSAGES: Record<string, MessageKey> = {
  parentComment: 'CommentsApi.parentInvalid',
  authorName: 'CommentsApi.nameRequired',
  authorEmail: 'CommentsApi.emailRequired',
}

/**
 * Stores a comment as the request's user, with access rules on: the collection holds a visitor's
 * comment for review and approves a member's under their account. Null when the post is not found.
 * In one transaction, so a keyed request (sent again after its instance died) posts it once.
 */
export async function createComment(
  payload: Payload,
  { input, user }: { input: CommentInput; user: User | null },
): Promise<Comment | Failure<'invalid'> | null> {
  const post = parseRecordId(input.blogPost)
  // Comments go to published posts only; drafts, unknown and malformed ids are "not found" alike.
  if (!post || !(await isPublishedPost(payload, post))) return null
  try {
    return await inTransaction(payload, user, (req) =>
      payload.create({
        collection: 'comments',
        data: {
          post,
          parentComment: input.parentComment,
          text: input.text,
          authorName: input.authorName,
          authorEmail: input.authorEmail?.toLowerCase(),
          // Typed as required, but the collection decides: pending for visitors, approved for members.
          status: 'pending',
        },
        depth: 0,
        overrideAccess: false,
        user,
        req,
      }),
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return fail(
      'invalid',
      FIELD_MESSAGES[error.data.errors[0]?.path ?? ''] ?? 'CommentsApi.invalid',
    )
  }
}
