import 'server-only'

import type { Payload } from 'payload'

import type { Application, User } from '../../../payload-types'
import { fail, inTransaction, type Failure } from '../../platform'

type NewApplication = Pick<
  Application,
  'kind' | 'gig' | 'artist' | 'artistUser' | 'organizer' | 'message' | 'proposedFee'
>

/**
 * Stores an application or invitation the caller has checked against the rules. The collection
 * is closed to direct writes, so this writes with full access. One per artist and gig: the
 * unique index settles two at once, answered as a conflict. One transaction for `user` (whose
 * Idempotency-Key it records, if the request sent one).
 */
export async function saveNewApplication(
  payload: Payload,
  user: User,
  data: NewApplication,
): Promise<Application | Failure<'conflict'>> {
  return inTransaction(payload, user, async (req) => {
    const existing = await payload.count({
      collection: 'applications',
      overrideAccess: true,
      where: { and: [{ gig: { equals: data.gig } }, { artist: { equals: data.artist } }] },
      req,
    })
    if (existing.totalDocs > 0) return fail('conflict', 'Applications.errors.alreadyExists')
    try {
      return await payload.create({
        collection: 'applications',
        overrideAccess: true,
        data: { ...data, state: 'pending' },
        depth: 0,
        req,
      })
    } catch (error) {
      // The failure rolls the transaction back, which the violation has aborted anyway.
      if (isUniqueViolation(error)) return fail('conflict', 'Applications.errors.alreadyExists')
      throw error
    }
  })
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { cause?: { code?: string } })?.cause?.code === '23505' ||
  /unique|duplicate/i.test((error as Error)?.message ?? '')
