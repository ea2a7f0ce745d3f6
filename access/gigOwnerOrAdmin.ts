import { ownerOrAdmin } from './ownerOrAdmin'

/** Admins manage every gig; an organizer only the gigs they created. */
export const gigOwnerOrAdmin = ownerOrAdmin('organizer', 'organizer')
