import { ownerOrAdmin } from './ownerOrAdmin'

/**
 * A show's door staff are read, changed and removed by the show's venue (`organizer`, copied from
 * the gig when the invitation is made) and by admins.
 */
export const doorVenueOrAdmin = ownerOrAdmin('organizer', 'organizer')
