import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '../../../access/hasRole'
import type { Gig } from '../../../src/payload-types'

/** An organizer's gig is always theirs; admins may file one for any organizer. */
export const assignOrganizer: CollectionBeforeChangeHook<Gig> = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && hasRole(req.user, 'organizer'))
    data.organizer = req.user.id
  return data
}
