import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { TicketType } from '../../../src/payload-types'

/**
 * A type's `organizer` is always its gig's organizer (the venue account that sells), whatever the
 * request names; an organizer adds types only to their own gigs. Create access cannot be a query,
 * so the gig's owner is checked here.
 */
export const takeShowOrganizer: CollectionBeforeChangeHook<TicketType> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const gigId = typeof data.gig === 'object' && data.gig ? data.gig.id : data.gig
  if (!gigId) return data
  // Full access: the gig's owner decides who may sell for it, whoever asks.
  const gig = await req.payload.findByID({
    collection: 'gigs',
    id: gigId,
    depth: 0,
    select: { organizer: true },
    overrideAccess: true,
    req,
  })
  const organizer = typeof gig.organizer === 'object' ? gig.organizer?.id : gig.organizer
  if (req.user && !hasRole(req.user, 'admin') && organizer !== req.user.id)
    throw new Forbidden(req.t)
  return { ...data, organizer: organizer ?? null }
}
