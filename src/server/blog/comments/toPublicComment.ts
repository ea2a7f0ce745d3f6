import 'server-only'

import type { Comment } from '../../../payload-types'

/**
 * The spec's comment read shape, for the post page, `GET /api/comments/blog/{id}` and the answer to
 * `POST /api/comments` alike. A missing name is `null`: the page shows 'Anonymous' or 'Anonim' in
 * its own language, as it does for a post's author.
 */
export type PublicComment = {
  _id: number
  createdAt: string
  author: { name: string | null }
  content: string
  replies: PublicComment[]
}

/** A new comment in the read shape; a member's name comes from their account when populated. */
export function toPublicComment(comment: Comment, replies: PublicComment[] = []): PublicComment {
  const member = typeof comment.author === 'object' ? comment.author : null
  return {
    _id: comment.id,
    createdAt: comment.createdAt,
    author: { name: member?.fullname || comment.authorName || null },
    content: comment.text,
    replies,
  }
}
