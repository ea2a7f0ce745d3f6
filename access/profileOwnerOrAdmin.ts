import { ownerOrAdmin } from './ownerOrAdmin'

/** Admins manage every profile; a user only their own. */
export const profileOwnerOrAdmin = ownerOrAdmin('user')
