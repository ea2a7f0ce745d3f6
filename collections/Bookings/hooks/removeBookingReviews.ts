import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteWhere } from '../../../src/server/platform'

/** A booking's reviews hang on it: they go with it, in the same transaction. */
export const removeBookingReviews: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await deleteWhere(req, 'reviews', { booking: { equals: id } })
}
