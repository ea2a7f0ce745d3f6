import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteWhere } from '../../../src/server/platform'
import { refuse } from '../../../src/server/platform'

/**
 * An artist's applications and bookings are the venues' records too: a profile with any is not
 * deleted (a 409); deleting the account retires it instead (src/server/people/account). Follows,
 * fans' city requests, the external calendar and the calendar's blocks go with the profile, in the
 * same transaction (the calendar first: its own hook takes the days it marked).
 */
export const removeArtistRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { artist: { equals: id } }
  const [applications, bookings] = await Promise.all(
    (['applications', 'bookings'] as const).map((collection) =>
      req.payload.count({ collection, where, overrideAccess: true, req }),
    ),
  )
  if (applications.totalDocs + bookings.totalDocs > 0) refuse(req, 'Deletion.artistHasBookings')
  await deleteWhere(req, 'follows', where)
  await deleteWhere(req, 'city-requests', where)
  await deleteWhere(req, 'external-calendars', where)
  await deleteWhere(req, 'availability-blocks', where)
}
