import 'server-only'

import type { Payload } from 'payload'

import { listUserNames } from '../posts/listPostRefs'
import { buildCommentTree } from './buildCommentTree'
import type { PublicComment } from './toPublicComment'

/** A post's approved comments as a tree: one query for the comments, one for member names. */
export async function listApprovedComments(
  payload: Payload,
  postId: number,
): Promise<PublicComment[]> {
  const { docs } = await payload.find({
    collection: 'comments',
    where: { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] },
    select: { createdAt: true, text: true, author: true, authorName: true, parentComment: true },
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  const memberIds = docs.flatMap((c) =>
    c.author == null ? [] : [typeof c.author === 'object' ? c.author.id : c.author],
  )
  return buildCommentTree(docs, await listUserNames(payload, memberIds))
}
