import 'server-only'

import type { Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import type { User } from '../../../payload-types'
import { inTransaction } from '../../platform'
import { idOf } from '../applications/parties'

/**
 * Anyone signed in flags a shown review for the admins (who hide it in the panel); a person's
 * second report counts once. Null when the review is not shown.
 */
export async function reportReview(
  payload: Payload,
  user: User,
  idParam: string,
): Promise<{ id: number; reported: true } | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  return inTransaction(payload, null, async (req) => {
    // Closed to all but admins: reports are recorded on the visitor's behalf.
    const review = await payload.findByID({
      collection: 'reviews',
      id,
      overrideAccess: true,
      depth: 0,
      select: { revealed: true, hidden: true, reportedBy: true },
      disableErrors: true,
      req,
    })
    if (!review || !review.revealed || review.hidden) return null
    const reporters = new Set((review.reportedBy ?? []).map((r) => idOf(r as number)))
    reporters.add(user.id)
    await payload.update({
      collection: 'reviews',
      id,
      overrideAccess: true,
      data: { reportedBy: [...reporters], reportCount: reporters.size },
      depth: 0,
      req,
    })
    return { id, reported: true as const }
  })
}
