import { ownerOrAdmin } from './ownerOrAdmin'

/** Admins manage every photo; a user only the ones they uploaded. */
export const photoOwnerOrAdmin = ownerOrAdmin('owner')
