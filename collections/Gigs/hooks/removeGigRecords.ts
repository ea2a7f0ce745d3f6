import type { CollectionBeforeDeleteHook } from 'payload'

import { hasRole } from '../../../access/hasRole'
import { deleteWhere } from '../../../src/server/platform'
import { refuse } from '../../../src/server/platform'

/**
 * A gig with bookings is the artists' record too: its organizer cancels it (they are told)
 * rather than deleting it, a 409. An admin's delete (moderation) takes what hangs on the gig with
 * it in the same transaction: going marks, notices, applications with their threads, bookings,
 * reviews, and ticket types with their orders and tickets. Either way the gig's own picture goes
 * with it (its file too: the photos collection's delete removes it).
 */
export const removeGigRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.user && !hasRole(req.user, 'admin')) {
    const { totalDocs } = await req.payload.count({
      collection: 'bookings',
      where: { gig: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) refuse(req, 'Deletion.gigHasBookings')
  }
  await deleteWhere(req, 'goings', { gig: { equals: id } })
  await deleteWhere(req, 'notifications', { gig: { equals: id } })
  await deleteWhere(req, 'bookings', { gig: { equals: id } })
  await deleteWhere(req, 'applications', { gig: { equals: id } })
  await deleteWhere(req, 'tickets', { gig: { equals: id } })
  await deleteWhere(req, 'ticket-orders', { gig: { equals: id } })
  await deleteWhere(req, 'ticket-types', { gig: { equals: id } })
  // The gig's picture was uploaded for it alone; the deletion was allowed, so is this.
  const gig = await req.payload.findByID({
    collection: 'gigs',
    id,
    depth: 0,
    select: { photo: true },
    overrideAccess: true,
    req,
  })
  if (typeof gig?.photo === 'number') {
    await req.payload.delete({ collection: 'photos', id: gig.photo, overrideAccess: true, req })
  }
}
