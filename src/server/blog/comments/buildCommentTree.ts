import 'server-only'

import type { Comment } from '../../../payload-types'
import { idOf } from '@/lib/idOf'
import type { PublicComment } from './toPublicComment'

type CommentRow = Pick<
  Comment,
  'id' | 'createdAt' | 'text' | 'author' | 'authorName' | 'parentComment'
>

/**
 * Nests replies under their parent, keeping the given (oldest first) order at every level. A
 * member's name comes from their account, a visitor's from the comment. A reply whose parent is
 * not public (pending or rejected) is left out with it: it answers something nobody can see.
 */
export function buildCommentTree(
  comments: CommentRow[],
  userNames: Map<number, string>,
): PublicComment[] {
  const nodes = new Map<number, PublicComment>()
  for (const comment of comments) {
    const authorId = idOf(comment.author)
    nodes.set(comment.id, {
      _id: comment.id,
      createdAt: comment.createdAt,
      author: {
        name: (authorId !== null ? userNames.get(authorId) : comment.authorName) || null,
      },
      content: comment.text,
      replies: [],
    })
  }
  const roots: PublicComment[] = []
  for (const comment of comments) {
    const node = nodes.get(comment.id)!
    const parentId = idOf(comment.parentComment)
    if (parentId === null) roots.push(node)
    else nodes.get(parentId)?.replies.push(node)
  }
  return roots
}
