import type { Comment } from '../../payload-types'

export type PublicComment = {
  _id: number
  createdAt: string
  author: { name: string }
  content: string
  replies: PublicComment[]
}

/** The spec's comment read shape; a member's name comes from their account when populated. */
export function toPublicComment(comment: Comment, replies: PublicComment[] = []): PublicComment {
  const member = typeof comment.author === 'object' ? comment.author : null
  return {
    _id: comment.id,
    createdAt: comment.createdAt,
    author: { name: member?.fullname || comment.authorName || 'Anonymous' },
    content: comment.text,
    replies,
  }
}
