import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteWhere } from '../../../src/server/platform'

/**
 * An application's thread, its booking (with the booking's reviews) and the notices that lead to
 * it go with it, in the same transaction: nothing is left pointing at a missing application.
 */
export const removeApplicationRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteWhere(req, 'bookings', { application: { equals: id } })
  await deleteWhere(req, 'application-messages', { application: { equals: id } })
  await deleteWhere(req, 'notifications', { application: { equals: id } })
}
