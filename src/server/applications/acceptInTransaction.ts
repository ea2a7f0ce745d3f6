// No `server-only`: the seed (seed/market.ts) runs this in plain Node, where it throws.
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import type { Application, User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'
import { expirePendingForGig } from './expirePending'
import { idOf } from './parties'

/**
 * Accepts a pending application and books the artist, in one transaction that first locks the
 * gig's row: two accepts for the last slot run one after the other, and the second finds the gig
 * full (409). When the bookings reach the gig's slots, the gig is filled and its other pending
 * applications are declined.
 */
export async function acceptInTransaction(
  payload: Payload,
  user: User,
  application: Application,
  message?: string | null,
): Promise<{ accepted: Application; declined: Application[] }> {
  const db = payload.db as unknown as PostgresAdapter
  const transactionID = await db.beginTransaction()
  if (!transactionID) throw new Error('Transactions are required to accept applications')
  const req = await createLocalReq({ user }, payload)
  req.transactionID = transactionID
  const gigId = idOf(application.gig)
  try {
    await db.sessions[transactionID]!.db.execute(
      sql`select id from gigs where id = ${gigId} for update`,
    )
    // Re-read under the lock: the other request may have changed both since we looked.
    // Full access from here on: the caller checked that `user` is the receiver.
    const current = await payload.findByID({
      collection: 'applications',
      overrideAccess: true,
      id: application.id,
      depth: 0,
      req,
    })
    if (current.state !== 'pending')
      throw new ApiError(409, `Applications.errors.state.${current.state}`)
    const gig = await payload.findByID({
      collection: 'gigs',
      overrideAccess: true,
      id: gigId,
      depth: 0,
      req,
    })
    if (gig.status !== 'open') throw new ApiError(409, 'Applications.errors.gigFilled')
    const { totalDocs: booked } = await payload.count({
      collection: 'bookings',
      overrideAccess: true,
      where: { and: [{ gig: { equals: gigId } }, { state: { equals: 'confirmed' } }] },
      req,
    })
    const slots = gig.slots ?? 1
    if (booked >= slots) throw new ApiError(409, 'Applications.errors.gigFilled')
    const accepted = await payload.update({
      collection: 'applications',
      overrideAccess: true,
      id: application.id,
      data: {
        state: 'accepted',
        responseMessage: message || null,
        respondedAt: new Date().toISOString(),
      },
      depth: 0,
      req,
    })
    await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: {
        application: application.id,
        gig: gigId,
        artist: idOf(application.artist),
        artistUser: idOf(application.artistUser),
        organizer: idOf(application.organizer),
        state: 'confirmed',
      },
      depth: 0,
      req,
    })
    let declined: Application[] = []
    if (booked + 1 >= slots) {
      await payload.update({
        collection: 'gigs',
        overrideAccess: true,
        id: gigId,
        data: { status: 'filled' },
        depth: 0,
        req,
      })
      declined = await expirePendingForGig(payload, gigId, 'gigFilled', req)
    }
    await db.commitTransaction(transactionID)
    return { accepted, declined }
  } catch (error) {
    await db.rollbackTransaction(transactionID)
    throw error
  }
}
