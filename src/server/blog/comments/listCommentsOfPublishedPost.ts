import 'server-only'

import type { Payload } from 'payload'

import { isPublishedPost } from '../posts/isPublishedPost'
import { listApprovedComments } from './listApprovedComments'
import type { PublicComment } from './toPublicComment'

/** Approved comments of a published post; null for an unknown post and for drafts. */
export async function listCommentsOfPublishedPost(
  payload: Payload,
  id: number,
): Promise<PublicComment[] | null> {
  if (!(await isPublishedPost(payload, id))) return null
  return listApprovedComments(payload, id)
}
