import 'server-only'

import type { PayloadRequest, Where } from 'payload'

import type { Booking } from '../../../payload-types'
import { lockRow } from '../../platform'
import { describeParties } from '../../market'
import { idOf, senderOf } from '../../market'
import type { NotificationInput } from '../../market'
import { queueNotices } from '../../market'
import { reopenFilledGig } from '../../market'

/**
 * What a deleted account leaves open, closed inside its deletion's transaction (the server's own
 * work, full access): its upcoming confirmed bookings are cancelled (the gig's lock, as an accept
 * takes it; another organizer's filled gig opens again), its pending applications and invitations
 * close (withdrawn when it sent them, else expired), and the other parties' notices are queued
 * (a rollback queues none). Its own gigs are handled by cancelAccountGigs.
 */
export async function closeAccountDealings(req: PayloadRequest, userId: number): Promise<void> {
  const { payload } = req
  const party: Where = {
    or: [{ artistUser: { equals: userId } }, { organizer: { equals: userId } }],
  }
  const notices: NotificationInput[] = []
  const { docs: bookings } = await payload.find({
    collection: 'bookings',
    where: {
      and: [party, { state: { equals: 'confirmed' } }, { 'gig.date': { greater_than: now() } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const booking of bookings) notices.push(await cancelForDeletion(req, booking, userId))
  const { docs: pending } = await payload.find({
    collection: 'applications',
    where: { and: [party, { state: { equals: 'pending' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const application of pending) {
    const sent = senderOf(application) === userId
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { state: sent ? 'withdrawn' : 'expired', respondedAt: now() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!sent) continue
    const names = await describeParties(payload, application, req)
    const name = idOf(application.artistUser) === userId ? names.artist : names.venue
    const receiver = idOf(
      application.kind === 'application' ? application.organizer : application.artistUser,
    )
    notices.push({
      user: receiver,
      type: 'withdrawn',
      application: application.id,
      values: { gig: names.gig, name },
    })
  }
  await queueNotices(payload, notices, req)
}

const now = () => new Date().toISOString()

async function cancelForDeletion(
  req: PayloadRequest,
  booking: Booking,
  userId: number,
): Promise<NotificationInput> {
  const { payload } = req
  const gigId = idOf(booking.gig)
  await lockRow(req, 'gigs', gigId)
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: {
      state: 'cancelled',
      // Stored in the site's default language, like every text the site writes for people.
      cancelledFor: 'accountDeleted',
      cancelledBy: null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  // The deleted organizer's own gigs are cancelled or deleted with the account, not reopened.
  if (idOf(booking.organizer) !== userId) await reopenFilledGig(req, gigId)
  const application = await payload.findByID({
    collection: 'applications',
    id: idOf(booking.application),
    depth: 0,
    overrideAccess: true,
    req,
  })
  const names = await describeParties(payload, application, req)
  const wasArtist = idOf(booking.artistUser) === userId
  return {
    user: wasArtist ? idOf(booking.organizer) : idOf(booking.artistUser),
    type: 'bookingCancelled',
    application: application.id,
    values: { gig: names.gig, name: wasArtist ? names.artist : names.venue },
  }
}
