import 'server-only'

import type { PayloadRequest } from 'payload'

import { deleteWhere } from '../../platform'
import { revalidateTags } from '../../platform'
import { accountCacheTags } from './accountCacheTags'
import { cancelAccountGigs } from './cancelAccountGigs'
import { closeAccountDealings } from './closeAccountDealings'
import { retireProfiles } from './retireProfiles'
import { withdrawMarketing } from './withdrawMarketing'

/**
 * Before an account is deleted, in the same transaction: its open dealings close, its gigs and
 * profiles go or are retired, and what was only its own goes (follows, going marks, city
 * requests, notices, sent-marks, calendar feeds and blocks, photos, tickets and their orders,
 * door-staff invitations, data exports). What the other party keeps (bookings, applications and
 * their threads, reviews, posts, comments) stays, its account emptied by the database when the
 * row goes. A marketing opt-in it had is recorded withdrawn.
 */
export async function removeAccountRecords(req: PayloadRequest, userId: number): Promise<void> {
  await withdrawMarketing(req, userId)
  await closeAccountDealings(req, userId)
  await cancelAccountGigs(req, userId)
  // Before the profiles: a deleted artist row may not leave rows that require it behind.
  await deleteWhere(req, 'availability-blocks', { user: { equals: userId } })
  await deleteWhere(req, 'external-calendars', { user: { equals: userId } })
  await retireProfiles(req, userId)
  await deleteWhere(req, 'follows', { follower: { equals: userId } })
  await deleteWhere(req, 'goings', { user: { equals: userId } })
  await deleteWhere(req, 'city-requests', { fan: { equals: userId } })
  await deleteWhere(req, 'notifications', { user: { equals: userId } })
  await deleteWhere(req, 'notice-marks', { user: { equals: userId } })
  await deleteWhere(req, 'calendar-feeds', { user: { equals: userId } })
  // No money is taken for tickets yet: a fan's tickets and orders are only theirs. (Paid orders
  // will be the payment's record, kept with the account emptied.)
  // The transfers it gave or received name it: the chain of a ticket's holders is theirs.
  await deleteWhere(req, 'ticket-transfers', {
    or: [{ from: { equals: userId } }, { to: { equals: userId } }],
  })
  await deleteWhere(req, 'tickets', { holder: { equals: userId } })
  await deleteWhere(req, 'ticket-orders', { buyer: { equals: userId } })
  // Its place at a show's door, and the door staff it invited as a venue.
  await deleteWhere(req, 'door-staff', {
    or: [{ user: { equals: userId } }, { organizer: { equals: userId } }],
  })
  await deleteWhere(req, 'photos', { owner: { equals: userId } })
  // Its 'my data' exports hold a copy of everything above.
  await deleteWhere(req, 'data-exports', { user: { equals: userId } })
  // Posts, comments and reviews keep showing its name until their cached reads are expired.
  await revalidateTags(req, await accountCacheTags(req, userId))
}
