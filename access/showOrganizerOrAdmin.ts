import { ownerOrAdmin } from './ownerOrAdmin'

/**
 * Admins change every ticket type; an organizer only those of their own shows (`organizer` is the
 * show's venue account, copied from the gig when the type is created).
 */
export const showOrganizerOrAdmin = ownerOrAdmin('organizer', 'organizer')
