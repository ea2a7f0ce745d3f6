import 'server-only'

import { ValidationError, type Payload } from 'payload'

import { parseRecordId } from '../../../lib/parseRecordId'
import type { User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'
import { countGoings, isShow, isShowHost } from './showIds'

/** `host`: the caller puts the show on (its venue or a booked artist), so cannot mark it. */
type GoingState = { going: boolean; goingCount: number; host: boolean }

/** The show's count and whether `user` (none: a visitor) is going; null when it is no show. */
export async function findGoingState(
  payload: Payload,
  user: User | null,
  idParam: string,
): Promise<GoingState | null> {
  const id = parseRecordId(idParam)
  if (!id || !(await isShow(payload, id))) return null
  return goingState(payload, user, id)
}

async function goingState(payload: Payload, user: User | null, gigId: number) {
  // Going marks are the server's: only their count and the caller's own mark are told.
  const mine = user
    ? await payload.count({
        collection: 'goings',
        overrideAccess: true,
        where: { and: [{ user: { equals: user.id } }, { gig: { equals: gigId } }] },
      })
    : { totalDocs: 0 }
  const counts = await countGoings(payload, [gigId])
  return {
    going: mine.totalDocs > 0,
    goingCount: counts.get(gigId) ?? 0,
    host: user ? await isShowHost(payload, user.id, gigId) : false,
  }
}

/**
 * `user` marks a show "going" (or takes it back); both idempotent. Two clicks at once both try to
 * create the row: the unique (user, gig) index lets one win and the other is a no-op. Null for a
 * gig that is no show; a conflict for one that has started, or for its venue and booked artists
 * (taking a mark back stays possible).
 */
export async function markGoing(
  payload: Payload,
  user: User,
  idParam: string,
  going: boolean,
): Promise<GoingState | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  if (!id || !(await isShow(payload, id))) return null
  // The collection is closed to direct writes: the rule (a show, the caller's own mark) is here.
  if (going) {
    const gig = await payload.findByID({ collection: 'gigs', id, depth: 0, select: { date: true } })
    if (Date.parse(gig.date) <= Date.now()) return fail('conflict', 'Shows.errors.started')
    if (await isShowHost(payload, user.id, id)) return fail('conflict', 'Shows.errors.ownShow')
    try {
      await payload.create({
        collection: 'goings',
        overrideAccess: true,
        data: { user: user.id, gig: id },
      })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
    }
  } else {
    await payload.delete({
      collection: 'goings',
      overrideAccess: true,
      where: { and: [{ user: { equals: user.id } }, { gig: { equals: id } }] },
    })
  }
  return goingState(payload, user, id)
}
