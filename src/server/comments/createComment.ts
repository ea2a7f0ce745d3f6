import { ValidationError, type Payload } from 'payload'

import type { Comment, User } from '../../payload-types'
import { isPublishedPost } from '../blog/isPublishedPost'
import { ApiError } from '../http/ApiError'
import { parseRecordId } from '../http/parseRecordId'
import type { CommentInput } from './commentInputSchema'
import type { CommentMessages } from './commentMessages'

/**
 * Stores a comment as the request's user, with access rules on: the collection holds a visitor's
 * comment for review and approves a member's under their account.
 */
export async function createComment(
  payload: Payload,
  { input, user, messages }: { input: CommentInput; user: User | null; messages: CommentMessages },
): Promise<Comment> {
  const post = parseRecordId(input.blogPost)
  // Comments go to published posts only; drafts, unknown and malformed ids are "not found" alike.
  if (!post || !(await isPublishedPost(payload, post)))
    throw new ApiError(404, messages.postNotFound)
  try {
    return await payload.create({
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
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const [first] = error.data.errors
    throw new ApiError(
      400,
      first?.path === 'parentComment' ? messages.parentInvalid : (first?.message ?? error.message),
    )
  }
}
