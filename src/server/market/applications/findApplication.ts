import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Application, User } from '../../../payload-types'
import { parseRecordId } from '../../../lib/parseRecordId'

/**
 * One application as `user` may see it: its two parties and admins; anyone else (and a malformed
 * id) gets null, which callers answer as not found.
 */
export async function findApplication(
  payload: Payload,
  user: User,
  id: unknown,
  req?: Partial<PayloadRequest>,
): Promise<Application | null> {
  const applicationId = parseRecordId(id)
  if (!applicationId) return null
  return payload.findByID({
    collection: 'applications',
    id: applicationId,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    disableErrors: true,
  })
}
