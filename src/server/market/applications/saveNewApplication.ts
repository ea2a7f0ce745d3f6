import 'server-only'

import type { Payload } from 'payload'

import type { Application } from '../../../payload-types'
import { fail, type Failure } from '../../platform'

type NewApplication = Pick<
  Application,
  'kind' | 'gig' | 'artist' | 'artistUser' | 'organizer' | 'message' | 'proposedFee'
>

/**
 * Stores an application or invitation the caller has checked against the rules. The collection
 * is closed to direct writes, so this writes with full access. One per artist and gig: the
 * unique index settles two at once, answered as a conflict.
 */
export async function saveNewApplication(
  payload: Payload,
  data: NewApplication,
): Promise<Application | Failure<'conflict'>> {
  const existing = await payload.count({
    collection: 'applications',
    overrideAccess: true,
    where: { and: [{ gig: { equals: data.gig } }, { artist: { equals: data.artist } }] },
  })
  if (existing.totalDocs > 0) return fail('conflict', 'Applications.errors.alreadyExists')
  try {
    return await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: { ...data, state: 'pending' },
      depth: 0,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return fail('conflict', 'Applications.errors.alreadyExists')
    throw error
  }
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { cause?: { code?: string } })?.cause?.code === '23505' ||
  /unique|duplicate/i.test((error as Error)?.message ?? '')
