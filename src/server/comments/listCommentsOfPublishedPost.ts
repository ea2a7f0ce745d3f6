import 'server-only'

import type { Payload } from 'payload'

import { isPublishedPost } from '../blog/isPublishedPost'
import { parseRecordId } from '../http/parseRecordId'
import { listApprovedComments } from './listApprovedComments'
import type { PublicComment } from './toPublicComment'

/** Approved comments of a published post; null for a malformed or unknown id and for drafts. */
export async function listCommentsOfPublishedPost(
  payload: Payload,
  rawId: string,
): Promise<PublicComment[] | null> {
  const id = parseRecordId(rawId)
  if (id === null || !(await isPublishedPost(payload, id))) return null
  return listApprovedComments(payload, id)
}
