import type { PublicComment } from '@/server/blog'

export type { PublicComment }

/** The tree with `comment` added as the last reply of `parentId` (or as a new top-level one). */
export function addComment(
  tree: PublicComment[],
  comment: PublicComment,
  parentId: number | null,
): PublicComment[] {
  if (parentId === null) return [...tree, comment]
  return tree.map((node) =>
    node._id === parentId
      ? { ...node, replies: [...node.replies, comment] }
      : { ...node, replies: addComment(node.replies, comment, parentId) },
  )
}

/** All comments of a tree, replies included. */
export const countComments = (tree: PublicComment[]): number =>
  tree.reduce((sum, node) => sum + 1 + countComments(node.replies), 0)
